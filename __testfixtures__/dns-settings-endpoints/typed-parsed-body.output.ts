// The parsed answer is typed where it is declared: the renamed read and its type move together.
const API = 'https://api.cloudflare.com/client/v4';

export async function secondaryOverrides(zoneId: string): Promise<boolean> {
	const res = await fetch(`${API}/zones/${zoneId}/dns_settings`);
	const body: { success: boolean; result: { secondary_overrides: boolean } } = await res.json();
	return body.result.secondary_overrides;
}
