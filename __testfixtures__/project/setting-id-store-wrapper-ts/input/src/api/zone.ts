const API = 'https://api.cloudflare.com/client/v4';

// Sends one zone option and nothing else.
export function sendZoneOption(optionId: string, zoneId: string, value: unknown): Promise<Response> {
  return fetch(`${API}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}
