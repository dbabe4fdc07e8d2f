// Our own status service: its routes look like Cloudflare's, but it is not Cloudflare. Left alone.
const STATUS_API = 'https://status.internal.example/v1';

export async function monitoredScripts(zoneId: string) {
  const res = await fetch(`${STATUS_API}/zones/${zoneId}/script_monitor/scripts`);
  return res.json();
}

export async function firewallRules(zoneId: string) {
  return fetch(`${STATUS_API}/zones/${zoneId}/firewall/rules`, { method: 'POST', body: '[]' });
}

export const record = { type: 'SRV', data: { service: '_sip', proto: '_tcp', name: 'status.example' } };
