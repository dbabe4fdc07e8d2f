const MIRROR = 'https://cf-mirror.example.com/client/v4';

// The same name and shape as the API's, for a mirror of another host: its callers send nothing to Cloudflare.
export function putZoneOption(optionId: string, zoneId: string, value: unknown): Promise<Response> {
  return fetch(`${MIRROR}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}
