// A settings proxy: only the ids below may be changed through it.
const EDITABLE = ['always_use_https', 'min_tls_version'];

export async function onRequestPatch({ request, env }) {
  const { zoneId, id, value } = await request.json();
  if (!EDITABLE.includes(id)) {
    return new Response(JSON.stringify({ error: `not editable: ${id}` }), { status: 403 });
  }
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/settings/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  return new Response(res.body, { status: res.status });
}

// The same check spelled with indexOf, the list written in the test itself.
export async function readOne(zoneId, id, token) {
  if (['browser_check'].indexOf(id) === -1) throw new Error('unknown setting');
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/settings/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}
