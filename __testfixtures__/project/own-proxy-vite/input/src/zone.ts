export async function compressZone(zoneId: string): Promise<void> {
	await fetch(`/cf-api/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function readZone(zoneId: string): Promise<unknown> {
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
