const BASE = 'https://api.cloudflare.com/client/v4';

function zoneCall(suffix) {
  return fetch(`${BASE}/zones/${process.env.ZONE_ID}${suffix}`, { headers: { Authorization: `Bearer ${process.env.TOKEN}` } });
}

const managedPackages = (rest) => zoneCall(`/firewall/waf/packages${rest}`);

module.exports = { managedPackages };
