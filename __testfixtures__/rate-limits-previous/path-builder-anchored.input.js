// The path is built by a small function of the file, in a project anchored on Cloudflare: the builder's template is traced through the call, not reported again as untraced.
const API = 'https://api.cloudflare.com/client/v4';
const zonePath = (id) => `/zones/${id}/rate_limits`;

async function listLimits(zone, token) {
  const res = await fetch(API + zonePath(zone), { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}

async function removeLimit(zone, id, token) {
  await fetch(`${API}${zonePath(zone)}/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

module.exports = { listLimits, removeLimit };
