const BASE = 'https://api.cloudflare.com/client/v4';

const zoneCall = (suffix) => fetch(`${BASE}/zones/${process.env.ZONE_ID}${suffix}`);

const managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);

// cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: rule groups became tags: read the managed ruleset's rules and their categories
exports.groupsOf = (pkg) => managedPackages(`/${pkg}/groups`);
