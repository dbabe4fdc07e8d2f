const https = require('https');
const http = require('http');

function cfRequest(path, callback) {
	const req = https.request({ hostname: 'api.cloudflare.com', path: '/client/v4' + path, method: 'GET' }, (res) => callback(null, res));
	req.end();
}

// A look-alike path the app serves itself through a router-like registry, never sent to the API.
const MOCK_KEYS = '/mock/workers/namespaces/keys';
const routes = new Map();
routes.set(MOCK_KEYS, (req, res) => res.end('[]'));
http.createServer((req, res) => routes.get(req.url)?.(req, res)).listen(8787);

module.exports = { cfRequest };
