const CF = 'https://api.cloudflare.com/client/v4';

async function first(zone, token) {
	const res = await fetch(`${CF}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
	const body = await res.json();
	const top = body.result[0];
	// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
	const where = ({ zone_id: id, name } = top) => `${name}@${id}`;
	return where();
}

module.exports = { first };
