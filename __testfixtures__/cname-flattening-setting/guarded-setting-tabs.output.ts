const API = 'https://api.cloudflare.com/client/v4';

export async function flatten(zoneId: string, setting: string, token: string): Promise<void> {
	if (setting !== 'cname_flattening') {
		console.warn('only cname_flattening is managed here');
		return;
	}
	// cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: send PATCH /zones/:zone_id/dns_settings with { flatten_all_cnames } instead (its path is not written where the codemod can edit it)
	await fetch(`${API}/zones/${zoneId}/settings/${setting}`, {
		method: 'PATCH',
		headers: { Authorization: `Bearer ${token}` },
		body: JSON.stringify({ value: 'on' }),
	});
}
