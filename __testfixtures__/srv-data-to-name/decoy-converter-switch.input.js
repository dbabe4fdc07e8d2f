// The same converter, sent to another DNS provider's API: not Cloudflare's, left alone.
const PROVIDER = 'https://dns.example.net/api/v2';

function toProvider(entry) {
  const body = { ttl: entry.ttl || 1 };
  switch (entry.kind) {
    case 'srv':
      body.type = 'SRV';
      body.data = { service: entry.service, proto: entry.protocol, name: entry.host, priority: entry.priority, weight: entry.weight, port: entry.port, target: entry.target };
      break;
    default:
      body.type = entry.kind.toUpperCase();
      body.name = entry.host;
  }
  return body;
}

export async function publish(zoneId, entry) {
  await fetch(`${PROVIDER}/zones/${zoneId}/records`, { method: 'POST', body: JSON.stringify(toProvider(entry)) });
}
