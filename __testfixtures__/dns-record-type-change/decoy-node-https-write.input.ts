import * as https from 'https';
import { createWriteStream } from 'fs';

// The request object is handed to a helper that writes more: its body is not known here.
export function handed(zoneId: string, recordId: string, kind: string, finish: (r: ReturnType<typeof https.request>) => void): void {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records/${recordId}`, method: 'PUT' });
  req.write(JSON.stringify({ type: kind }));
  finish(req);
}

// Chunks written in a loop.
export function streamed(zoneId: string, recordId: string, parts: string[]): void {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records/${recordId}`, method: 'PATCH' });
  for (const part of parts) req.write(part);
  req.end();
}

// A log stream given a record-shaped line.
export function log(kind: string): void {
  const out = createWriteStream('/var/log/dns.log', { flags: 'a' });
  out.write(JSON.stringify({ type: kind, content: '192.0.2.1' }) + '\n');
  out.end();
}
