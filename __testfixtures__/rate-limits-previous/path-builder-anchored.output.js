// The path is built by a small function of the file, in a project anchored on Cloudflare: the builder's template is traced through the call, not reported again as untraced.
const API = 'https://api.cloudflare.com/client/v4';
const zonePath = (id) => `/zones/${id}/rate_limits`;

async function listLimits(zone, token) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const res = await fetch(API + zonePath(zone), { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}

async function removeLimit(zone, id, token) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  await fetch(`${API}${zonePath(zone)}/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

module.exports = { listLimits, removeLimit };
