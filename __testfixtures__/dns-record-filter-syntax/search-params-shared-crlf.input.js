const API = "https://api.cloudflare.com/client/v4";

// Tabs, CRLF and a BOM: the params also sent to a cache are reported, the ones only sent to Cloudflare renamed.
async function cached(zone, cache) {
	const q = new URLSearchParams({ name: "contains:cdn" });
	await cache.put(`records?${q}`);
	return fetch(`${API}/zones/${zone}/dns_records?${q}`);
}

async function own(zone) {
	const q = new URLSearchParams({ name: "contains:cdn" });
	return fetch(`${API}/zones/${zone}/dns_records?${q}`);
}

module.exports = { cached, own };
