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
	const page = await api.rateLimits.list({ zone_id: zoneId });
	return page.result.length;
}

async function removeLimit(zoneId, id) {
	await connections.cloudflare.rateLimits.delete(id, { zone_id: zoneId });
}

module.exports = { countLimits, removeLimit };
