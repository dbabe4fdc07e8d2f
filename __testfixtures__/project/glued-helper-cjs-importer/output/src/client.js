const BASE = 'https://api.cloudflare.com/client/v4';

function zoneCall(suffix) {
  return fetch(`${BASE}/zones/${process.env.ZONE_ID}${suffix}`, { headers: { Authorization: `Bearer ${process.env.TOKEN}` } });
}

// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
const managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);

module.exports = { managedPackages };
