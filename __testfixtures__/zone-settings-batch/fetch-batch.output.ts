const CF = 'https://api.cloudflare.com/client/v4';

interface Setting {
  id: string;
  value: unknown;
}

function authHeaders(): Record<string, string> {
  return { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };
}

export async function sslMode(zoneId: string): Promise<unknown> {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: authHeaders() });
  const body = (await res.json()) as { result: Setting[] };
  return body.result.find((s) => s.id === 'ssl')?.value;
}

export async function harden(zoneId: string): Promise<void> {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: send one PATCH per item instead (3 in all)
  await fetch(`${CF}/zones/${zoneId}/settings`, {
    method: 'PATCH',
    headers: authHeaders(),
    body: JSON.stringify({
      items: [
        { id: 'ssl', value: 'strict' },
        { id: 'min_tls_version', value: '1.2' },
        { id: 'always_use_https', value: 'on' },
      ],
    }),
  });
}

export async function apply(zoneId: string, items: Setting[]): Promise<void> {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: send one PATCH per setting
  await fetch(`${CF}/zones/${zoneId}/settings`, { method: 'PATCH', headers: authHeaders(), body: JSON.stringify({ items }) });
}

// One setting at a time already: not a batch call.
export async function enableHttp3(zoneId: string): Promise<void> {
  await fetch(`${CF}/zones/${zoneId}/settings/http3`, { method: 'PATCH', headers: authHeaders(), body: JSON.stringify({ value: 'on' }) });
}
