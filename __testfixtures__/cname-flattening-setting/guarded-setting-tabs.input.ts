const API = 'https://api.cloudflare.com/client/v4';

export async function flatten(zoneId: string, setting: string, token: string): Promise<void> {
	if (setting !== 'cname_flattening') {
		console.warn('only cname_flattening is managed here');
		return;
	}
	await fetch(`${API}/zones/${zoneId}/settings/${setting}`, {
		method: 'PATCH',
		headers: { Authorization: `Bearer ${token}` },
		body: JSON.stringify({ value: 'on' }),
	});
}
