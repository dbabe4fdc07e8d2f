const API_ROOT = 'https://api.cloudflare.com/client/v4/';
const STATUS_ROOT = 'https://status.example.test/api/';

const settingUrl = (zoneId, setting) => new URL(`zones/${zoneId}/settings/${setting}`, API_ROOT);
const statusUrl = (zoneId, setting) => new URL(`zones/${zoneId}/settings/${setting}`, STATUS_ROOT);

// A setting that stays, another host's look-alike path, a setting the caller picks, and one encoded first.
async function patchSetting(zoneId, setting, value) {
  await fetch(settingUrl(zoneId, 'early_hints'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(statusUrl(zoneId, 'brotli'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(settingUrl(zoneId, setting), { method: 'PATCH', body: JSON.stringify({ value }) });
  await fetch(settingUrl(zoneId, encodeURIComponent(setting)), { method: 'PATCH', body: JSON.stringify({ value }) });
}

module.exports = { patchSetting };
