const CF_API = 'https://api.cloudflare.com/client/v4';

// The builder names the current Rulesets endpoint, and the deprecated one only in a comment: /zones/:id/rate_limits.
function rulesOf(zoneId: string): string {
	return `/zones/${zoneId}/rulesets`;
}

export async function rules(zoneId: string): Promise<unknown> {
	return fetch(`${CF_API}${rulesOf(zoneId)}`);
}
