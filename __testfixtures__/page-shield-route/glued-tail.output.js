const API = 'https://api.cloudflare.com/client/v4';

// Written whole: the route is renamed.
export async function scripts(zoneId, token) {
  const res = await fetch(`${API}/zones/${zoneId}/page_shield/scripts`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

// The caller's rest of the path glued to the route: reported, left as written.
export async function forward(zoneId, token, rest) {
  // cf-codemod(page-shield-route): /zones/:zone_id/script_monitor is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): /zones/:zone_id/page_shield/...
  const res = await fetch(`${API}/zones/${zoneId}/script_monitor${rest}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
