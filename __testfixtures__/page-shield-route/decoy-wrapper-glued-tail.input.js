const API = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://shield.example.net/v4';

function zoneRequest(zoneId, path) {
  return fetch(`${API}/zones/${zoneId}${path}`);
}

function mirrorRequest(zoneId, path) {
  return fetch(`${MIRROR}/zones/${zoneId}${path}`);
}

// The same glued route on another host's helper.
export const mirrored = (zoneId, rest) => mirrorRequest(zoneId, `/script_monitor${rest}`);

// A segment that only starts with the route's word: another resource.
export const monitoring = (zoneId, rest) => zoneRequest(zoneId, `/script_monitoring${rest}`);
