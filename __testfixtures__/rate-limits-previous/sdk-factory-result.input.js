const Cloudflare = require('cloudflare');

function clientFor(token) {
  return new Cloudflare({ apiToken: token });
}

const sdkFor = (token) => clientFor(token);

async function rotate(token, zoneId, staleIds) {
  for (const id of staleIds) {
    await clientFor(token).rateLimits.delete(id, { zone_id: zoneId });
  }
  const current = await sdkFor(token).rateLimits.list({ zone_id: zoneId });
  return current.result.length;
}

module.exports = { rotate };
