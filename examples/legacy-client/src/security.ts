const API = 'https://api.cloudflare.com/client/v4';

/** Scripts Page Shield has seen on the zone's pages. */
export async function pageScripts(zoneId: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/script_monitor/scripts`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

/** Blocks an address with a firewall rule. */
export async function blockAddress(zoneId: string, token: string, ip: string) {
  const res = await fetch(`${API}/zones/${zoneId}/firewall/rules`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify([{ action: 'block', filter: { expression: `ip.src eq ${ip}` } }]),
  });
  return res.json();
}
