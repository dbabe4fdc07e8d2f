const CF_API = 'https://api.cloudflare.com/client/v4';

function limitsOf(zoneId: string): string {
	return `/zones/${zoneId}/rate_limits`;
}

export async function throttles(zoneId: string, token: string): Promise<unknown[]> {
	// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
	const res = await fetch(`${CF_API}${limitsOf(zoneId)}`, { headers: { Authorization: `Bearer ${token}` } });
	return ((await res.json()) as { result: unknown[] }).result;
}
