const API = 'https://api.cloudflare.com/client/v4';
const token = process.env.CLOUDFLARE_API_TOKEN;
const SETTING = 'use_apex_ns';
// cf-codemod(dns-settings-endpoints): this URL is /dns_settings/use_apex_ns, gone since 2024-09-13: its callers must use /zones/:zone_id/dns_settings (field multi_provider)
export const APEX_URL = (zoneId: string) => `${API}/zones/${zoneId}/dns_settings/use_apex_ns`;

export async function readSetting(zoneId: string, setting: 'use_apex_ns' | 'secondary_overrides') {
  // cf-codemod(dns-settings-endpoints): move this call to /zones/:zone_id/dns_settings (field multi_provider): the setting segment is dynamic
  const res = await fetch(`${API}/zones/${zoneId}/dns_settings/${setting}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result.value;
}

export async function patchApex(zoneId: string, settings: { value: boolean; note?: string }) {
  // cf-codemod(dns-settings-endpoints): send PATCH /zones/:zone_id/dns_settings with { multi_provider: <value> } (/dns_settings/use_apex_ns is gone since 2024-09-13)
  await fetch(`${API}/zones/${zoneId}/dns_settings/use_apex_ns`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(settings),
  });
}

export async function overrides(zoneId: string) {
  // cf-codemod(dns-settings-endpoints): callers reading result.value must read result.secondary_overrides: this response now comes from /zones/:zone_id/dns_settings
  return (await fetch(`${API}/zones/${zoneId}/dns_settings`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

export async function apexFromConst(zoneId: string) {
  // cf-codemod(dns-settings-endpoints): move this call to /zones/:zone_id/dns_settings (field multi_provider): the use_apex_ns segment is not written where this call can edit it
  const res = await fetch(`${API}/zones/${zoneId}/dns_settings/${SETTING}`);
  const body = await res.json();
  return body.result.value;
}
