const Cloudflare = require('cloudflare');

const services = {
	edge: { api: new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN }) },
};

class Connections {
	get cloudflare() {
		return services.edge.api;
	}
}

const connections = new Connections();

async function countLimits(zoneId) {
	const { api } = services.edge;
	// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
	const page = await api.rateLimits.list({ zone_id: zoneId });
	return page.result.length;
}

async function removeLimit(zoneId, id) {
	// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
	await connections.cloudflare.rateLimits.delete(id, { zone_id: zoneId });
}

module.exports = { countLimits, removeLimit };
