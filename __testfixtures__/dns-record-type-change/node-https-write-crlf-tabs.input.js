// Tab-indented, CRLF line ends, with a byte order mark.
const https = require('https');

function retype(zoneId, recordId, type, content) {
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
