const API = 'https://api.cloudflare.com/client/v4';
const token = process.env.CLOUDFLARE_API_TOKEN;
const SETTING = 'use_apex_ns';
export const APEX_URL = (zoneId: string) => `${API}/zones/${zoneId}/dns_settings/use_apex_ns`;

export async function readSetting(zoneId: string, setting: 'use_apex_ns' | 'secondary_overrides') {
  const res = await fetch(`${API}/zones/${zoneId}/dns_settings/${setting}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result.value;
}

export async function patchApex(zoneId: string, settings: { value: boolean; note?: string }) {
  await fetch(`${API}/zones/${zoneId}/dns_settings/use_apex_ns`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(settings),
  });
}

export async function overrides(zoneId: string) {
  return (await fetch(`${API}/zones/${zoneId}/dns_settings/secondary_overrides`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

export async function apexFromConst(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_settings/${SETTING}`);
  const body = await res.json();
  return body.result.value;
}
