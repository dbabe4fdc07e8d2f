const API = 'https://api.cloudflare.com/client/v4';

// Sends one zone option and nothing else.
export function sendZoneOption(optionId, zoneId, value) {
  return fetch(`${API}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}
