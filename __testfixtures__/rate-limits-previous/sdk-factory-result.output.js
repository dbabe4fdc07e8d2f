const Cloudflare = require('cloudflare');

function clientFor(token) {
  return new Cloudflare({ apiToken: token });
}

const sdkFor = (token) => clientFor(token);

async function rotate(token, zoneId, staleIds) {
  for (const id of staleIds) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
    await clientFor(token).rateLimits.delete(id, { zone_id: zoneId });
  }
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const current = await sdkFor(token).rateLimits.list({ zone_id: zoneId });
  return current.result.length;
}

module.exports = { rotate };
