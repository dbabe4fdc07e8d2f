const API = 'https://api.cloudflare.com/client/v4';

type Reset = (setting: string) => Promise<Response>;

// The cast callback is handed to a scheduler, not to the list's method: the ids are not its elements.
export function reset(zoneId: string, token: string, later: (ids: string[], fn: Reset) => void): void {
	later(['rocket_loader', 'minify', 'early_hints'], ((setting) =>
		fetch(`${API}/zones/${zoneId}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) })) as Reset);
}
