import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' };

type ZoneSetting = { id: string; value?: string };

// The caller waits on the edit and reads its value.
export function excludeSuspicious(zoneId: string) {
  return client.zones.settings.edit('server_side_exclude', { zone_id: zoneId, value: 'on' });
}

// Content settings, applied with the step name at the same position.
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
    body: JSON.stringify({ items: [{ id: 'server_side_exclude', value: 'off' }] }),
  });
}
