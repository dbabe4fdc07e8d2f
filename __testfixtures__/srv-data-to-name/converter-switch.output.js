// A DNS record converter: the body gets its type and data in the case of a switch.
const CF = 'https://api.cloudflare.com/client/v4';

function toCloudflare(entry) {
  const body = { ttl: entry.ttl || 1, proxied: false };
  switch (entry.kind) {
    case 'srv':
      body.type = 'SRV';
      body.data = { priority: entry.priority, weight: entry.weight, port: entry.port, target: entry.target };
      body.name = `${entry.service}.${entry.protocol}.${entry.host}`;
      break;
    case 'mx':
      body.type = 'MX';
      body.name = entry.host;
      body.content = entry.value;
      body.priority = entry.priority;
      break;
    default:
      body.type = entry.kind.toUpperCase();
      body.name = entry.host;
      body.content = entry.value;
  }
  return body;
}

async function publish(zoneId, entry, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(toCloudflare(entry)),
  });
  return res.json();
}

module.exports = { publish };
