interface Env { ZONE: string; TOKEN: string }

// The package's own groups, the rest of the path (an id, a query) read from the request.
export async function forward(env: Env, id: string, rest: string): Promise<Response> {
	const base = 'https://api.cloudflare.com/client/v4';
	// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is written here, but its request is not traced to a Cloudflare client: WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
	return fetch(base + '/zones/' + env.ZONE + '/firewall/waf/packages/' + id + '/groups' + rest, {
		method: 'PATCH',
		headers: { Authorization: `Bearer ${env.TOKEN}` },
		body: JSON.stringify({ mode: 'off' }),
	});
}

// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/overrides is written here, but its request is not traced to a Cloudflare client: WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
export const overrides = (env: Env, tail: string) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf/overrides${tail}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
