import * as https from 'https';

const BASE = 'https://api.cloudflare.com/client/v4';

interface Auth {
  key: string;
  email: string;
}

type Done = (err?: Error, result?: unknown) => void;

// Callback-style client: request(path, auth, done, method, body).
function request(path: string, auth: Auth, done: Done, method: string = 'GET', body?: string): void {
  const req = https.request(`${BASE}/${path}`, { method, headers: { 'X-Auth-Key': auth.key, 'X-Auth-Email': auth.email } }, (res) => {
    let text = '';
    res.on('data', (d: Buffer) => (text += d));
    res.on('end', () => done(undefined, JSON.parse(text).result));
  });
  if (body) req.write(body);
  req.end();
}

// The id comes from a lookup by name only: an AAAA or CNAME of that name matches too.
export function setAddress(zoneId: string, recordId: string, ip: string, auth: Auth, done: Done): void {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  request(`zones/${zoneId}/dns_records/${recordId}`, auth, done, 'PATCH', JSON.stringify({ content: ip, type: 'A' }));
}

// A comment-only edit sends no type.
export function note(zoneId: string, recordId: string, comment: string, auth: Auth, done: Done): void {
  request(`zones/${zoneId}/dns_records/${recordId}`, auth, done, 'PATCH', JSON.stringify({ comment }));
}
