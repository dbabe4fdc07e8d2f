import https from 'https';
import { API_ROOT, MIRROR_HOST } from './endpoint';

// The mirror serves the same paths on its own host: not Cloudflare.
export function putOnMirror(zone: string, id: string, address: string): void {
  const req = https.request({ host: MIRROR_HOST, path: `${API_ROOT}zones/${zone}/dns_records/${id}`, method: 'PUT' }, (res) => res.resume());
  req.end(JSON.stringify({ type: 'A', content: address }));
}

// A host the caller names, whatever the path.
export function putAnywhere(host: string, zone: string, id: string): void {
  const req = https.request({ hostname: host, path: `${API_ROOT}zones/${zone}/dns_records/${id}`, method: 'PUT' }, (res) => res.resume());
  req.end(JSON.stringify({ type: 'CNAME', content: 'example.net' }));
}
