// A base name that falls back to '@' (the apex) would give `_minecraft._tcp.@`: reported, not rewritten.
const CF_API = 'https://api.cloudflare.com/client/v4';

export async function addGameRecord(zoneId: string, token: string, subdomain: string | undefined, port: number) {
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'SRV',
      data: { service: '_minecraft', proto: '_tcp', name: subdomain || '@', priority: 0, weight: 5, port, target: 'mc.example.com' },
    }),
  });
}
