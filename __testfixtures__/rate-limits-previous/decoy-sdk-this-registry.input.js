const Cloudflare = require('cloudflare');

class ZoneLimits {
	constructor(token) {
		this.deps = { cf: new Cloudflare({ apiToken: token }), log: console };
	}

	async count(zoneId) {
		const page = await this.deps.cf.rateLimits.list({ zone_id: zoneId });
		return page.result.length;
	}
}

// The tests swap the dependencies for a recorder after construction.
function rehearsal(token) {
	const limits = new ZoneLimits(token);
	limits.deps = { cf: { rateLimits: { list: async () => ({ result: [] }) } }, log: console };
	return limits;
}

module.exports = { ZoneLimits, rehearsal };
