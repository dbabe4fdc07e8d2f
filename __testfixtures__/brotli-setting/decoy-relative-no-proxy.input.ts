// A relative /api path with no proxy in sight: the app's own API, whatever its paths look like.
export async function enableCompression(zoneId) {
	await fetch('/api/zones/' + zoneId + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
	return true;
}
