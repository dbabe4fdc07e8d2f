const CF = 'https://api.cloudflare.com/client/v4';

// Shared with other modules, which may add entries of their own.
export const SEGMENTS: Record<string, string> = { tls: 'ssl', shrink: 'minify' };

export async function exportedTable(token: string, zone: string, option: string, value: unknown): Promise<void> {
  const seg = SEGMENTS[option];
  if (!seg) return;
  await fetch(`${CF}/zones/${zone}/settings/${seg}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) });
}

// Handed to another function, which may change it.
const PASSED: Record<string, string> = { shrink: 'minify' };
declare function register(table: Record<string, string>): void;
register(PASSED);

export async function passedTable(token: string, zone: string, option: string, value: unknown): Promise<void> {
  const seg = PASSED[option];
  if (!seg) return;
  await fetch(`${CF}/zones/${zone}/settings/${seg}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) });
}

// Looked up by a key the code knows: only ssl is sent.
const KNOWN: Record<string, string> = { tls: 'ssl', shrink: 'minify' };

export async function knownKey(token: string, zone: string): Promise<void> {
  const option = 'tls';
  await fetch(`${CF}/zones/${zone}/settings/${KNOWN[option]}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'full' }) });
}
