import * as https from 'https';

const API = 'https://api.cloudflare.com/client/v4';

// Points a record at a new address; the caller found the record id by its name alone.
export function pointAt(zoneId: string, recordId: string, address: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = https.request(`${API}/zones/${zoneId}/dns_records/${recordId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    req.on('error', reject);
    req.write(JSON.stringify({ type: 'AAAA', content: address }));
    req.end();
  });
}

// The same with the options object and the body given to end().
export function replaceRecord(zoneId: string, recordId: string, kind: string, content: string, token: string): void {
  const payload = JSON.stringify({ type: kind, name: 'home.example.com', content, ttl: 120 });
  const req = https.request(
    { hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records/${recordId}`, method: 'PUT', headers: { Authorization: `Bearer ${token}` } },
    (res) => res.resume(),
  );
  req.end(payload);
}

// Only the comment changes: the type sent is the one read back.
export function comment(zoneId: string, recordId: string, record: { type: string; content: string }, note: string): void {
  const req = https.request(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH' });
  req.write(JSON.stringify({ comment: note }));
  req.end();
}
