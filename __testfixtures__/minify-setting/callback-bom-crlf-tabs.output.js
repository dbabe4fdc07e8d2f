// Tab-indented, CRLF, with a BOM: the callback call keeps its bytes and gets a marker; the awaited one goes.
const CF_API = 'https://api.cloudflare.com/client/v4';

function patch(path, token, body, then) {
	fetch(CF_API + path, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body }).then(() => then(null), then);
}

function minifyOff(zone, token, then) {
	// cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its callback would never run: delete the call and call then() yourself)
	patch(`/zones/${zone}/settings/minify`, token, '{"value":{"js":"off"}}', (err) => then(err));
}

async function minifyOffAwaited(zone, token) {
	return zone;
}

module.exports = { minifyOff, minifyOffAwaited };
