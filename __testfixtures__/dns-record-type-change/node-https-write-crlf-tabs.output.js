// Tab-indented, CRLF line ends, with a byte order mark.
const https = require('https');

function retype(zoneId, recordId, type, content) {
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	const req = https.request({
		hostname: 'api.cloudflare.com',
		path: '/client/v4/zones/' + zoneId + '/dns_records/' + recordId,
		method: 'PUT',
	}, function (res) {
		res.resume();
	});
	req.write(JSON.stringify({ type: type, name: 'www', content: content }));
	req.end();
}

module.exports = { retype };
