const axios = require("axios");

const api = axios.create({ baseURL: "https://api.cloudflare.com/client/v4" });

async function lockReport(zone) {
	const { data } = await api.get(`/zones/${zone}/dns_records`);
	for (const { name, locked = false } of data.result) {
		console.log(name,	locked);
	}
}

module.exports = { lockReport };
