const got = require('got');

const base = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4', responseType: 'json' });
const authed = base.extend({ headers: { authorization: `Bearer ${process.env.CF_API_TOKEN}` } });

function client() {
  return authed;
}

class Zones {
  http() {
    return authed;
  }

  async rules(zoneId) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
    const { body } = await this.http().get(`zones/${zoneId}/firewall/rules`);
    return body.result;
  }
}

async function deleteFilter(zoneId, id) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
  await client().delete(`zones/${zoneId}/filters/${id}`);
}

module.exports = { Zones, deleteFilter };
