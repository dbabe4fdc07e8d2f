const nodeFetch = require('node-fetch');

// The base and token come from the caller; the helper sends with node-fetch under the name it was required as.
async function purgeStale(base, token, zones) {
  const removeEach = async (path, ids) => {
    for (const id of ids) await nodeFetch(`${base}${path}/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  };
  for (const zone of zones) {
    // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
    await removeEach(`/zones/${zone.id}/firewall/rules`, zone.staleRules);
  }
}

module.exports = { purgeStale };
