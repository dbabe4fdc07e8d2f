const API = 'https://api.cloudflare.com/client/v4';
const ZONE = process.env.CF_ZONE_ID;

async function cfApi(path, method = 'GET', body) {
  const res = await fetch(`${API}/zones/${ZONE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(JSON.stringify(json.errors));
  return json.result;
}

export async function registerMinecraft(subdomain, port) {
  return cfApi('/dns_records', 'POST', {
    type: 'SRV',
    data: {
      service: '_minecraft',
      proto: '_tcp',
      name: subdomain,
      priority: 0,
      weight: 5,
      port,
      target: 'mc.example.com',
    },
    comment: 'managed by panel',
  });
}
