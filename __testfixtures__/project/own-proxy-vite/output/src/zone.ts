export async function compressZone(zoneId: string): Promise<void> {
	// cf-codemod(brotli-setting): PATCH /zones/:zone_id/settings/brotli is requested here through the project's own proxy (/cf-api is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
	await fetch(`/cf-api/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function readZone(zoneId: string): Promise<unknown> {
	// cf-codemod(zone-settings-batch): GET /zones/:zone_id/settings is requested here through the project's own proxy (/cf-api is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then GET and PATCH /zones/:zone_id/settings/:setting_id, one request per setting
	const res = await fetch(`/cf-api/zones/${zoneId}/settings`);
	return (await res.json()).result;
}

// Another proxy of the same config, to another host: not the API.
export async function zoneMetrics(zoneId: string): Promise<unknown> {
	const res = await fetch(`/metrics/zones/${zoneId}/settings`);
	return res.json();
}

export async function compressThroughHook(zoneId: string): Promise<void> {
	await fetch(`/cf-hooked/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
