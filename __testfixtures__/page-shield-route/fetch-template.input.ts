const API = 'https://api.cloudflare.com/client/v4';

export async function listScripts(zoneId: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/script_monitor/scripts?per_page=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}
