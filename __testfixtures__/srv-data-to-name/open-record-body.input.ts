// Bodies typed with an open map: any key, any value, nothing required.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_DNS_TOKEN}`, 'Content-Type': 'application/json' };

type Payload = Record<string, unknown>;
type Loose = { ttl?: number } & Record<string, any>;

export async function addTurn(zoneId: string, domain: string) {
  const body: Payload = {
    type: 'SRV',
    data: { service: '_turn', proto: '_udp', name: domain, priority: 5, weight: 10, port: 3478, target: `turn.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(body) });
}

export async function addStun(zoneId: string, domain: string) {
  const body: Loose = {
    type: 'SRV',
    ttl: 300,
    data: { service: '_stun', proto: '_udp', name: domain, priority: 5, weight: 10, port: 3478, target: `stun.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(body) });
}
