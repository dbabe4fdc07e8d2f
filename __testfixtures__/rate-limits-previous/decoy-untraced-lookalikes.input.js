// Look-alikes in a project anchored on Cloudflare: none spells a rate limit request whole.
const limits = new Map();

const store = { rateLimits: { list: () => [...limits.values()] } };
store.rateLimits.list();

function describe(zoneId) {
  return `rate limits of ${zoneId} live under /zones/${zoneId}/rate_limits`;
}

const routes = { list: '/zones/:zone_id/rate_limits', item: '/zones/{zone_id}/rate_limits/{id}' };

function log(logger, zoneId) {
  logger.info(`/zones/${zoneId}/rate_limits`);
  throw new TypeError(`/zones/${zoneId}/rate_limits`);
}

function mirror(zoneId) {
  return fetch(`/zones/${zoneId}/rate_limits`);
}

function expectations(expect, client, zoneId) {
  expect(client.get).toHaveBeenCalledWith(`/zones/${zoneId}/rate_limits`);
  expect(`/zones/${zoneId}/rate_limits`).toBe(client.lastPath);
}

const keys = ['rate_limits', 'zones'];
const elsewhere = (zoneId) => `https://limits.example.io/zones/${zoneId}/rate_limits`;
const prefixed = (zoneId) => `/v2/zones/${zoneId}/rate_limits`;

module.exports = { describe, routes, log, mirror, expectations, keys, elsewhere, prefixed, store };
