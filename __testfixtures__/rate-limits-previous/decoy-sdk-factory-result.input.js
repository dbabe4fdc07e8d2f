const Cloudflare = require('cloudflare');

// A recorder used by the tests: it looks like the client but sends nothing.
function clientFor(token) {
  const calls = [];
  return { calls, rateLimits: { delete: async (id, q) => calls.push(['delete', id, q, token]) } };
}

function realClient(token) {
  return new Cloudflare({ apiToken: token });
}

async function rehearse(token, zoneId, staleIds) {
  for (const id of staleIds) {
    await clientFor(token).rateLimits.delete(id, { zone_id: zoneId });
  }
  return realClient;
}

module.exports = { rehearse };
