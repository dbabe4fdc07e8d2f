const API = 'https://api.cloudflare.com/client/v4';

// The helper maps a feature name to the setting it stands for: the argument is not the setting.
function settingUrl(zoneId, feature) {
  feature = feature === 'compression' ? 'ssl' : 'tls_1_3';
  return `${API}/zones/${zoneId}/settings/${feature}`;
}

function settingObject(zoneId, feature) {
  if (feature === 'brotli') feature = 'early_hints';
  return new URL(`${API}/zones/${zoneId}/settings/${feature}`);
}

export async function enable(zoneId) {
  await fetch(settingUrl(zoneId, 'brotli'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(settingObject(zoneId, 'brotli'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
