interface Env { ZONE: string; TOKEN: string }

// The package's own groups, the rest of the path (an id, a query) read from the request.
export async function forward(env: Env, id: string, rest: string): Promise<Response> {
	const base = 'https://api.cloudflare.com/client/v4';
	// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
	return fetch(base + '/zones/' + env.ZONE + '/firewall/waf/packages/' + id + '/groups' + rest, {
		method: 'PATCH',
		headers: { Authorization: `Bearer ${env.TOKEN}` },
		body: JSON.stringify({ mode: 'off' }),
	});
}

// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/overrides is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
export const overrides = (env: Env, tail: string) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf/overrides${tail}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
