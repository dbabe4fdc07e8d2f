const API = 'https://api.cloudflare.com/client/v4';

// Creates one DNS record from a body the caller builds.
export async function createRecord(zoneId: string, record: object) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
    body: JSON.stringify(record),
  });
  return (await res.json()).result;
}
