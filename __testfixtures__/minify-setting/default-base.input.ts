const CF_API = 'https://api.cloudflare.com/client/v4';

// The base is a defaulted parameter no caller of this file overrides.
function cfGet(path: string, base: string = CF_API): Promise<unknown> {
	return fetch(base + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } }).then((r) => r.json());
}

function cfPatch(path: string, body: unknown, base: string = CF_API): Promise<Response> {
	return fetch(`${base}${path}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export async function tune(zone: string): Promise<unknown> {
	await cfPatch(`/zones/${zone}/settings/minify`, { value: { css: 'off', html: 'off', js: 'off' } });
	await cfPatch(`/zones/${zone}/settings/ssl`, { value: 'strict' }, undefined);
	return cfGet(`/zones/${zone}/settings/ssl`);
}
