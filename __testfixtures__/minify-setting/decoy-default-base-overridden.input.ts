const CF_API = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://settings-mirror.example.net/v1';

// A default base every call of the file overrides with another host: no call here goes to Cloudflare.
function mirrorPatch(path: string, body: unknown, base: string = CF_API): Promise<Response> {
	return fetch(`${base}${path}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export async function record(zone: string): Promise<void> {
	await mirrorPatch(`/zones/${zone}/settings/minify`, { value: { css: 'off' } }, MIRROR);
	await mirrorPatch(`/zones/${zone}/settings/ssl`, { value: 'strict' }, MIRROR);
}
