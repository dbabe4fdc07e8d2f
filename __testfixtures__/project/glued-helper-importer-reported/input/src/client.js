const BASE = 'https://api.cloudflare.com/client/v4';
const zoneId = process.env.ZONE_ID;

const zoneCall = (suffix, init) =>
  fetch(`${BASE}/zones/${zoneId}${suffix}`, { ...init, headers: { Authorization: `Bearer ${process.env.TOKEN}` } });

export const managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);
