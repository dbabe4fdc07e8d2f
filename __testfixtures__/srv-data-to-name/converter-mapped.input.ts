// Each inventory entry converted by a function of this file, then sent one by one out of the mapped list.
const CF = 'https://api.cloudflare.com/client/v4';

interface Service {
  name: string;
  transport: 'tcp' | 'udp';
  host: string;
  port: number;
}

function asRecord(s: Service, domain: string) {
  return {
    type: 'SRV',
    data: { service: `_${s.name}`, proto: `_${s.transport}`, name: domain, priority: 10, weight: 10, port: s.port, target: s.host },
  };
}

export async function publishAll(zoneId: string, domain: string, services: Service[], token: string) {
  for (const record of services.map((s) => asRecord(s, domain))) {
    await fetch(`${CF}/zones/${zoneId}/dns_records`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
  }
}
