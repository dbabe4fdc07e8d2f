// A desktop shell: the window hands each API call to its native half, which adds the API base and the token.
function toNative(command, payload) {
	return window.shell.ipc.call(command, payload);
}

async function apiCall(verb, route, payload) {
	const reply = await toNative('api_call', { verb, route, payload });
	return reply.result;
}

export async function listBlockRules(zone) {
	// cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
	return apiCall('GET', `/zones/${zone}/firewall/rules`);
}
