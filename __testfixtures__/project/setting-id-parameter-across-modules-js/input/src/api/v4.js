const BASE = 'https://api.cloudflare.com/client/v4';

export function putZoneOption(optionId, zoneId, value) {
  return fetch(`${BASE}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export function readZoneOption(optionId, zoneId) {
  return fetch(BASE + '/zones/' + zoneId + '/settings/' + optionId).then((r) => r.json());
}

export function patchOption(optionId, zoneId, value, done) {
  fetch(`${BASE}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) }).then(() => done(null), done);
}
