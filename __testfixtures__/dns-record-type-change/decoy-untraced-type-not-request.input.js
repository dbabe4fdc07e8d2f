const seen = new Map();

export function remember(cache, zone, entry, kind) {
  cache.set(`zones/${zone}/dns_records/${entry}`, { type: kind, fresh: true });
  seen.set(`zones/${zone}/dns_records/${entry}`, { type: kind });
}

export async function keep(env, zone, entry, kind) {
  await env.RECORD_KV.put(`zones/${zone}/dns_records/${entry}`, JSON.stringify({ type: kind }));
}

export async function park(recordStore, zone, entry, kind) {
  await recordStore.put(`zones/${zone}/dns_records/${entry}`, { type: kind });
}

export async function peek(http, zone, entry) {
  return http.request(`zones/${zone}/dns_records/${entry}`, { type: 'json', timeout: 4000 });
}
