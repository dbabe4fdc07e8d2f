const axios = require("axios");

// Tabs, CRLF and a BOM: the filter object also sent to a mirror is reported, the one only sent to Cloudflare renamed.
const shared = { name: "contains:cdn" };

async function both(zone) {
	await axios.get("https://mirror.internal/records", { params: shared });
	// cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
	return axios.get(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { params: shared });
}

const own = { "content.startswith": "203.0.113." };

async function mine(zone) {
	return axios.get(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { params: own });
}

module.exports = { both, mine };
