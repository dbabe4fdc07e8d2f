// A proxy an earlier release of the codemod already marked (tabs, CRLF line ends).
interface Env {
	ZONE: string;
	TOKEN: string;
}

export async function forward(rest: string, env: Env): Promise<Response> {
	// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is written here, but its request is not traced to a Cloudflare client: WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
	const upstream = await fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf/packages${rest}`, {
		headers: { Authorization: `Bearer ${env.TOKEN}` },
	});
	return new Response(await upstream.text(), { status: upstream.status });
}
