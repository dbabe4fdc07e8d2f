import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' };

type ZoneSetting = { id: string; value?: string };

// The caller waits on the edit and reads its value.
export function excludeSuspicious(zoneId: string) {
  // cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: its result is returned)
  return client.zones.settings.edit('server_side_exclude', { zone_id: zoneId, value: 'on' });
}

// Content settings, applied with the step name at the same position.
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: this array is read by index together with STEPS; remove the entry from both)
const CONTENT: ZoneSetting[] = [
  { id: 'server_side_exclude', value: 'on' },
  { id: 'email_obfuscation', value: 'on' },
];
const STEPS = ['hide marked content', 'obfuscate addresses'];

export async function protectContent(zoneId: string): Promise<void> {
  for (let i = 0; i < CONTENT.length; i++) {
    const { id, value } = CONTENT[i];
    await fetch(`${API}/zones/${zoneId}/settings/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value }) });
    console.info(`done: ${STEPS[i]}`);
  }
}

// Kept for the onboarding report as well.
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: this array is used for more than sending the settings)
const BASELINE: ZoneSetting[] = [
  { id: 'server_side_exclude', value: 'off' },
  { id: 'hotlink_protection', value: 'on' },
];

export async function applyBaseline(zoneId: string): Promise<ZoneSetting[]> {
  for (const s of BASELINE) {
    await fetch(`${API}/zones/${zoneId}/settings/${s.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value: s.value }) });
  }
  return BASELINE.filter((s) => s.value === 'on');
}

// Read back, each value stored under the column at its position.
// cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: this array is read by index together with COLUMNS; remove the entry from both)
const INSPECTED: ZoneSetting[] = [{ id: 'server_side_exclude' }, { id: 'email_obfuscation' }];
const COLUMNS = ['sse', 'obfuscation'];

export async function inspect(zoneId: string): Promise<Record<string, unknown>> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < INSPECTED.length; i++) {
    const res = await fetch(`${API}/zones/${zoneId}/settings/${INSPECTED[i].id}`, { headers: auth });
    row[COLUMNS[i]] = ((await res.json()) as { result: { value: unknown } }).result.value;
  }
  return row;
}

// Also handed to the renderer.
// cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: this array is used for more than sending the settings)
const WATCHLIST: ZoneSetting[] = [{ id: 'server_side_exclude' }, { id: 'hotlink_protection' }];

export async function poll(zoneId: string, render: (list: ZoneSetting[]) => void): Promise<void> {
  for (const s of WATCHLIST) {
    await fetch(`${API}/zones/${zoneId}/settings/${s.id}`, { headers: auth });
  }
  render(WATCHLIST);
}

// The bulk call's promise is returned.
export function clearBulk(zoneId: string): Promise<Response> {
  return fetch(`${API}/zones/${zoneId}/settings`, {
    method: 'PATCH',
    headers: auth,
    // cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: it is the last setting of the bulk call, which cannot go: its result is returned)
    body: JSON.stringify({ items: [{ id: 'server_side_exclude', value: 'off' }] }),
  });
}
