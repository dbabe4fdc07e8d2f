// A Worker proxy: its helper puts the zone in front of every path, and each route passes the rest.
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const TOKEN = globalThis.CF_TOKEN;

async function cf(path, init) {
	return fetch(`https://api.cloudflare.com/client/v4/zones/${ZONE}${path}`, { headers: { Authorization: `Bearer ${TOKEN}` }, ...init });
}

export async function proxy(query) {
	switch (query.kind) {
		case 'packages':
			// The caller's endpoint is glued to `packages`: the list, one package, or its rule groups.
			// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
			return cf(`/firewall/waf/packages${query.endpoint}`);
		case 'overrides':
			// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/overrides is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
			return cf(`/firewall/waf/overrides${query.endpoint || ''}`, { method: 'GET' });
		default:
			return new Response('unknown', { status: 400 });
	}
}

// A helper whose callers write the rest of the path: they are judged where they call it.
const packages = (tail) => cf(`/firewall/waf/packages${tail}`);
export function groups(id) {
	// cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: rule groups became tags: read the managed ruleset's rules and their categories
	return packages(`/${id}/groups`);
}
