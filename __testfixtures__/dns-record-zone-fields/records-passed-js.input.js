const axios = require('axios');

const cf = axios.create({
	baseURL: 'https://api.cloudflare.com/client/v4',
	headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
});

const summarise = function (list) {
	for (const rec of list) console.log(rec.name, rec.zone_name);
};

async function main(zoneId) {
	const { data } = await cf.get(`/zones/${zoneId}/dns_records`);
	summarise(data.result);
	const again = await cf.get(`/zones/${zoneId}/dns_records?type=A`);
	summarise(again.data.result);
}

module.exports = { main };
