// A checkJs project casts with JSDoc: the cast covers the parenthesised expression after it, so the
// fallback goes inside those parentheses and the cast keeps its type for the callback.
const CF = 'https://api.cloudflare.com/client/v4';

/** @typedef {{ code: number, message: string }} Cause */

export async function createHost(zone, host) {
  const reply = await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(host) });
  const payload = await reply.json();
  if (payload.success) return [];
  const fault = payload.errors[0];
  const lines = /** @type {Cause[]} */ (fault.error_chain ?? [fault]).map((cause) => cause.message);
  const first = /** @type {Cause} */ (fault.error_chain?.[0] ?? fault).code;
  return [...lines, first];
}
