const API_ROOT = 'https://api.cloudflare.com/client/v4/';

// Every setting's URL is made by one helper; the callers name the setting.
const settingUrl = (zoneId: string, setting: string): URL => new URL(`zones/${zoneId}/settings/${setting}`, API_ROOT);

export async function patchSetting(zoneId: string, token: string): Promise<void> {
  await fetch(settingUrl(zoneId, 'brotli'), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'on' }),
  });
  await fetch(settingUrl(zoneId, 'early_hints'), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'on' }),
  });
}
