// Tab-indented, CRLF, with a BOM. Zone helpers that hand their caller's values on: a body to JSON.stringify, options to fetch. Neither
// is a callback, so the mirage requests go; a caller's `done` that the helper hands to `.then` stays.
const API = 'https://api.cloudflare.com/client/v4';

async function cfApi(path, method, body) {
	const res = await fetch(`${API}${path}`, {
		method,
		headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	});
	return res.json();
}

async function cfFetch(path, init) {
	return fetch(`${API}${path}`, init);
}

// Hands its body on to the helper above: still a body.
async function cfPatch(path, body) {
	return cfApi(path, 'PATCH', body);
}

function cfPatchThen(path, body, done) {
	fetch(`${API}${path}`, { method: 'PATCH', body: JSON.stringify(body) }).then(() => undefined).then(done, done);
}

// One more helper between the caller's `done` and the promise that calls it.
function cfPatchLater(path, body, done) {
	cfPatchThen(path, body, done);
}

export async function tune(zone, mirage, init) {
	await cfApi(`/zones/${zone}/settings/mirage`, 'PATCH', mirage);
	await cfFetch(`/zones/${zone}/settings/mirage`, init);
	await cfPatch(`/zones/${zone}/settings/mirage`, mirage);
	await cfApi(`/zones/${zone}/settings/ssl`, 'PATCH', { value: 'strict' });
}

export function tuneThen(zone, mirage, done) {
	cfPatchThen(`/zones/${zone}/settings/mirage`, mirage, done);
}

export function tuneLater(zone, mirage, done) {
	cfPatchLater(`/zones/${zone}/settings/mirage`, mirage, done);
}
