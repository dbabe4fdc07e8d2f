const https = require('https');

const ACCOUNT = process.env.CF_ACCOUNT;
const NAMESPACE = process.env.KV_NAMESPACE;

function cfRequest(path, callback) {
	const req = https.request(
		{ hostname: 'api.cloudflare.com', path: '/client/v4' + path, method: 'GET', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } },
		(res) => {
			let body = '';
			res.on('data', (chunk) => (body += chunk));
			res.on('end', () => callback(null, JSON.parse(body)));
		},
	);
	req.on('error', callback);
	req.end();
}

// Handed to the file's own wrapper with a callback: still only the API's path.
const KEYS_PATH = `/accounts/${ACCOUNT}/storage/kv/namespaces/${NAMESPACE}/keys`;

function listKeys(done) {
	cfRequest(KEYS_PATH, (err, body) => done(err, body && body.result));
}

module.exports = { listKeys };
