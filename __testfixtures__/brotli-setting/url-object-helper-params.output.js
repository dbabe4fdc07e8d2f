const API_ROOT = 'https://api.cloudflare.com/client/v4/';

// Every setting's URL is made by one helper; the callers name the setting.
const settingUrl = (zoneId, setting) => new URL(`zones/${zoneId}/settings/${setting}`, API_ROOT);

async function patchSetting(zoneId, token) {
  await fetch(settingUrl(zoneId, 'early_hints'), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'on' }),
  });
}

module.exports = { patchSetting };
