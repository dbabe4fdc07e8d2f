const BASE = 'https://api.cloudflare.com/client/v4';
const zoneId = process.env.ZONE_ID;

const zoneCall = (suffix, init) =>
  fetch(`${BASE}/zones/${zoneId}${suffix}`, { ...init, headers: { Authorization: `Bearer ${process.env.TOKEN}` } });

// cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
export const managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);
