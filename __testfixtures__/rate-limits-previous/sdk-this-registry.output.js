const Cloudflare = require('cloudflare');

class ZoneLimits {
	constructor(token) {
		this.deps = { cf: new Cloudflare({ apiToken: token }), log: console };
	}

	async count(zoneId) {
		// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
		const page = await this.deps.cf.rateLimits.list({ zone_id: zoneId });
		this.deps.log.info(page.result.length);
		return page.result.length;
	}
}

module.exports = { ZoneLimits };
