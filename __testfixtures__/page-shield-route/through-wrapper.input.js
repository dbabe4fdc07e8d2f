const API = 'https://api.cloudflare.com/client/v4';

async function cf(path, init = {}) {
  const res = await fetch(API + path, { ...init, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

export const listScripts = (zoneId) => cf(`/zones/${zoneId}/script_monitor/scripts`);
export const showScript = (zoneId, id) => cf('/zones/' + zoneId + '/script_monitor/scripts/' + id);
export const enable = (zoneId) => cf(`/zones/${zoneId}/script_monitor`, { method: 'PUT', body: JSON.stringify({ enabled: true }) });
