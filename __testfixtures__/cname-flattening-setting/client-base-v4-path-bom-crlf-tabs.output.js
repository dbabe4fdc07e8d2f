const axios = require('axios');

// The base stops at "/client": every path of this client starts with "/v4".
const cf = axios.create({
	baseURL: 'https://api.cloudflare.com/client',
	headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
});

async function flatteningOff(zone) {
	await cf.patch(`/v4/zones/${zone}/dns_settings`, { flatten_all_cnames: false });
}

module.exports = { flatteningOff };
