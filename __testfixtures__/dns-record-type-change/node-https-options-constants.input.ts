import * as https from 'https';

const CF_HOST = 'api.cloudflare.com';
const V4 = '/client/v4/';

// Moves a name to a new address; the record id came from a lookup by name only.
export function moveAddress(zoneId: string, recordId: string, name: string, address: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: CF_HOST, path: `${V4}zones/${zoneId}/dns_records/${recordId}`, method: 'PUT', headers: { Authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.write(JSON.stringify({ type: 'A', name, content: address, ttl: 1 }));
    req.end();
  });
}

// The same host under `hostname`, the path a constant joined with `+`.
export function retarget(zoneId: string, recordId: string, kind: string, content: string): void {
  const req = https.request({ hostname: CF_HOST, path: V4 + 'zones/' + zoneId + '/dns_records/' + recordId, method: 'PATCH' }, (res) => res.resume());
  req.end(JSON.stringify({ type: kind, content }));
}
