const { relay } = require('./edge-relay');

const ROOT = process.env.EDGE_ROOT;

// A path held in a const and sent with a query, or after a base: one request, reported where it is written.
async function secondPage(zoneId) {
  const RULES = `${ROOT}/zones/${zoneId}/firewall/rules`;
  return relay(`${RULES}?page=2`);
}

async function filtersOf(zoneId) {
  const path = '/zones/' + zoneId + '/filters';
  return relay(`${ROOT}${path}`);
}

module.exports = { secondPage, filtersOf };
