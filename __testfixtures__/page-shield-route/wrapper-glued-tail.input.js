const API = 'https://api.cloudflare.com/client/v4';

// The helper adds the zone; its callers write the rest of the path.
function zoneRequest(zoneId, token, path) {
  return fetch(`${API}/zones/${zoneId}${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

// Written out: the route is renamed, as before.
export const scripts = (zoneId, token) => zoneRequest(zoneId, token, '/script_monitor/scripts');

// The caller's rest of the path glued to the route: reported, left as written.
export function forward(zoneId, token, rest) {
  return zoneRequest(zoneId, token, `/script_monitor${rest}`);
}
