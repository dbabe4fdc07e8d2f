const API_BASE = 'https://api.cloudflare.com/client/v4';
const token = process.env.CLOUDFLARE_API_TOKEN ?? '';

export async function flattenEverything(zoneId: string): Promise<void> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_settings`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ flatten_all_cnames: true }),
  });
  if (!res.ok) throw new Error(`cname flattening: ${res.status}`);
}

export async function apexOnly(zoneId: string): Promise<void> {
  await fetch(`${API_BASE}/zones/${zoneId}/dns_settings`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ flatten_all_cnames: false }),
  });
}

export async function flattening(zoneId: string): Promise<string> {
  // cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: read /zones/:zone_id/dns_settings instead
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: { value: string } };
  return body.result.value;
}

export async function setFlattening(zoneId: string, value: 'on' | 'off'): Promise<void> {
  // cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: send PATCH /zones/:zone_id/dns_settings with { flatten_all_cnames } instead (its value is not a literal on, off or apex)
  await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
}

export async function flattenAndConfirm(zoneId: string): Promise<boolean> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: 'off' }),
  });
  const body = (await res.json()) as { result: { value: string } };
  // cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: this reads result.value of the old setting; read result.flatten_all_cnames of /zones/:zone_id/dns_settings instead
  return body.result.value === 'off';
}
