/**
 * Generated files that repeat one deprecated call many times, one kind of edit per file, written at
 * two sizes. A transform whose cost per edit grows with the edits already made (a walk of the whole
 * tree per edit, a diff that grows with lines × edits) shows here as time growing with the square
 * of the file: four times the edits should take about four times as long.
 */
import * as fs from 'fs';
import * as path from 'path';

const API = 'https://api.cloudflare.com/client/v4';

/** One function per repetition, each with the call of one kind (its index keeps names apart). */
export const LARGE_KINDS: Record<string, (i: number) => string> = {
  'page-shield URL': (i) => `export const s${i} = (z) => fetch(\`${API}/zones/\${z}/script_monitor/scripts\`);\n`,
  'tunnel URL': (i) => `export const t${i} = (a) => fetch(\`${API}/accounts/\${a}/tunnels/x${i}\`, { method: 'DELETE' });\n`,
  'brotli call deleted': (i) => `await fetch(\`${API}/zones/z${i}/settings/brotli\`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });\n`,
  'record locked dropped': (i) =>
    `export const d${i} = (z) => fetch(\`${API}/zones/\${z}/dns_records\`, { method: 'POST', body: JSON.stringify({ type: 'A', name: 'x', content: '1.2.3.4', ttl: 1, locked: false }) });\n`,
  'SRV body migrated': (i) =>
    `export const v${i} = (z) => fetch(\`${API}/zones/\${z}/dns_records\`, { method: 'POST', body: JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_tcp', name: 'example.com', priority: 1, weight: 1, port: 5060, target: 't.example.com' } }) });\n`,
  'upload body to FormData': (i) =>
    `export const u${i} = (a) => fetch(\`${API}/accounts/\${a}/images/v1/direct_upload\`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ requireSignedURLs: true }) });\n`,
  'firewall finding': (i) => `export const w${i} = (z) => fetch(\`${API}/zones/\${z}/firewall/rules\`);\n`,
};

/** Writes `<dir>/<n>/<kind>.mjs` for each kind: the file's own folder per size, so one run times one file. */
export function writeLargeFiles(dir: string, n: number): Record<string, string> {
  const out: Record<string, string> = {};
  Object.entries(LARGE_KINDS).forEach(([kind, line], k) => {
    const folder = path.join(dir, `${n}`, `kind-${k}`);
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'generated.mjs');
    fs.writeFileSync(file, Array.from({ length: n }, (_, i) => line(i)).join(''));
    out[kind] = folder;
  });
  return out;
}
