const BASE = 'https://api.cloudflare.com/client/v4';

const zoneCall = (suffix) => fetch(`${BASE}/zones/${process.env.ZONE_ID}${suffix}`);

const managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);

exports.groupsOf = (pkg) => managedPackages(`/${pkg}/groups`);
