const API = 'https://api.cloudflare.com/client/v4';
const OFF: string[] = ['minify'];

export function reset(zoneId: string, token: string): void {
	['rocket_loader', 'minify', 'early_hints'].forEach((setting) =>
		fetch(`${API}/zones/${zoneId}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) }),
	);
}

// A list of one removed setting: the loop goes with it.
export async function resetOne(zoneId: string): Promise<void> {
	for (const setting of OFF) {
		await fetch(`${API}/zones/${zoneId}/settings/${setting}`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
	}
}
