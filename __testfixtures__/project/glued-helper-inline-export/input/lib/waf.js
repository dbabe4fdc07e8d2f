const BASE = 'https://api.cloudflare.com/client/v4';

const zoneCall = (suffix) => fetch(`${BASE}/zones/${process.env.ZONE_ID}${suffix}`);

exports.managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);
