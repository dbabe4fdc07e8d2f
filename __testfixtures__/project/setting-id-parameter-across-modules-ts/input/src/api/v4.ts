const BASE = 'https://api.cloudflare.com/client/v4';

export function putZoneOption(optionId: string, zoneId: string, value: unknown): Promise<Response> {
  return fetch(`${BASE}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export function readZoneOption(optionId: string, zoneId: string): Promise<{ result: { value: unknown } }> {
  return fetch(BASE + '/zones/' + zoneId + '/settings/' + optionId).then((r) => r.json());
}

export function patchOption(optionId: string, zoneId: string, value: unknown, done: (err: unknown) => void): void {
  fetch(`${BASE}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) }).then(() => done(null), done);
}
