// Two JSDoc-cast chain reads share one holder (an array, a call's arguments): both are rewritten,
// each cast stays on its own read.
const API = 'https://api.cloudflare.com/client/v4';

/** @typedef {{ code: number, message: string }} Cause */

export async function addPair(zone, host) {
	const res = await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(host) });
	const body = await res.json();
	if (body.success) return [];
	const one = body.errors[0];
	const two = body.errors[1];
	const spread = [.../** @type {Cause[]} */ (one.error_chain ?? [one]), .../** @type {Cause[]} */ (two.error_chain ?? [two])];
	const heads = [/** @type {Cause[]} */ (one.error_chain)?.[0] ?? one, /** @type {Cause[]} */ (two.error_chain)?.[0] ?? two];
	return [spread, heads];
}
