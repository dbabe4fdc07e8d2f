// The DNS record calls of the app: each sends the body its caller fills in.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' };

export function editRecord(zone: string, id: string, body: unknown) {
  return fetch(`${CF_API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers, body: JSON.stringify(body) });
}

export async function addRecord(zone: string, body: object) {
  const res = await fetch(`${CF_API}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(body) });
  return res.json();
}

// Adds a ttl to the caller's record: its type, data and name go out as the caller wrote them.
export function addWithTtl(zone: string, body: object) {
  return fetch(`${CF_API}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify({ ...body, ttl: 1 }) });
}
