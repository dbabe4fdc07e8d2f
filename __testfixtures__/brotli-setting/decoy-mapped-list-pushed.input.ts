const CF_API = 'https://api.cloudflare.com/client/v4';

// Brotli for each zone of the list, and one more setting for the primary zone, sent in one loop.
export async function applyDefaults(zones: string[], primary: string, token: string): Promise<void> {
	const endpoints: string[] = zones.map((zone) => `${CF_API}/zones/${zone}/settings/brotli`);
	endpoints.push(`${CF_API}/zones/${primary}/settings/always_use_https`);
	for (const endpoint of endpoints) {
		await fetch(endpoint, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
	}
}
