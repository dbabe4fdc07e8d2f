// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
function printRecord({ name, content, zone_id }) {
	console.log(name, content, zone_id);
}

module.exports = { printRecord };
