const CF_API = 'https://api.cloudflare.com/client/v4';

// The base is a defaulted parameter no caller of this file overrides.
function cfGet(path, base = CF_API) {
	return fetch(base + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } }).then((r) => r.json());
}

function cfPatch(path, body, base = CF_API) {
	return fetch(`${base}${path}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export async function tune(zone) {
	await cfPatch(`/zones/${zone}/settings/ssl`, { value: 'strict' }, undefined);
	return cfGet(`/zones/${zone}/settings/ssl`);
}
