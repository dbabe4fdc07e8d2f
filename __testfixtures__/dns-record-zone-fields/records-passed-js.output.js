const axios = require('axios');

const cf = axios.create({
	baseURL: 'https://api.cloudflare.com/client/v4',
	headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
});

const summarise = function (list) {
	// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
	for (const rec of list) console.log(rec.name, rec.zone_name);
};

async function main(zoneId) {
	const { data } = await cf.get(`/zones/${zoneId}/dns_records`);
	summarise(data.result);
	const again = await cf.get(`/zones/${zoneId}/dns_records?type=A`);
	summarise(again.data.result);
}

module.exports = { main };
