const axios = require("axios");

// Tabs, CRLF and a BOM: the filter object also sent to a mirror is reported, the one only sent to Cloudflare renamed.
const shared = { name: "contains:cdn" };

async function both(zone) {
	await axios.get("https://mirror.internal/records", { params: shared });
	return axios.get(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { params: shared });
}

const own = { content: "starts_with:203.0.113." };

async function mine(zone) {
	return axios.get(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { params: own });
}

module.exports = { both, mine };
