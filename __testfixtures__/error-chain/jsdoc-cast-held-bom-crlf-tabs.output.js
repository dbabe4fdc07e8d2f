// The JSDoc casts sit where a spread, extra parentheses or an index hold the chain: each stays on it.
const API = 'https://api.cloudflare.com/client/v4';

/** @typedef {{ code: number, message: string }} Cause */

export async function addHost(zone, host) {
	const res = await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(host) });
	const body = await res.json();
	if (body.success) return [];
	const failure = body.errors[0];
	const copied = [.../** @type {Cause[]} */ (failure.error_chain ?? [failure])];
	const kept = (/** @type {Cause[]} */ (failure.error_chain ?? [failure])).filter(Boolean);
	const first = /** @type {Cause[]} */ (failure.error_chain)?.[0] ?? failure;
	return [copied, kept, first];
}
