// Tab-indented, CRLF, with a BOM: the callback call keeps its bytes and gets a marker; the awaited one goes.
const CF_API = 'https://api.cloudflare.com/client/v4';

function patch(path, token, body, then) {
	fetch(CF_API + path, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body }).then(() => then(null), then);
}

function minifyOff(zone, token, then) {
	patch(`/zones/${zone}/settings/minify`, token, '{"value":{"js":"off"}}', (err) => then(err));
}

async function minifyOffAwaited(zone, token) {
	await fetch(`${CF_API}/zones/${zone}/settings/minify`, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body: '{"value":{"css":"off"}}' });
	return zone;
}

module.exports = { minifyOff, minifyOffAwaited };
