const Cloudflare = require('cloudflare');

class ZoneLimits {
	constructor(token) {
		this.deps = { cf: new Cloudflare({ apiToken: token }), log: console };
	}

	async count(zoneId) {
		const page = await this.deps.cf.rateLimits.list({ zone_id: zoneId });
		this.deps.log.info(page.result.length);
		return page.result.length;
	}
}

module.exports = { ZoneLimits };
