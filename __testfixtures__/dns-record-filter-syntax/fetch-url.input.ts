const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function search(zoneId: string, q: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?name=contains:${q}&per_page=100`, { headers });
  return (await res.json()).result;
}

export async function pointingAt(zoneId: string) {
  const res = await fetch(API + '/zones/' + zoneId + '/dns_records?content=ends_with:.edge.example.net', { headers });
  return (await res.json()).result;
}

export async function pair(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?name=www.example.com,api.example.com&per_page=50`, { headers });
  return (await res.json()).result;
}

export async function aliases(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?type=contains:NAME`, { headers });
  return (await res.json()).result;
}

export async function pairOfA(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?type=A&name=a.example.com,b.example.com`, { headers });
  return (await res.json()).result;
}
