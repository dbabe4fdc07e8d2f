const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function search(zoneId: string, q: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?name.contains=${q}&per_page=100`, { headers });
  return (await res.json()).result;
}

export async function pointingAt(zoneId: string) {
  const res = await fetch(API + '/zones/' + zoneId + '/dns_records?content.endswith=.edge.example.net', { headers });
  return (await res.json()).result;
}

export async function pair(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?match=any&name=www.example.com&name=api.example.com&per_page=50`, { headers });
  return (await res.json()).result;
}

export async function aliases(zoneId: string) {
  // cf-codemod(dns-record-filter-syntax): type=contains: is no longer supported (since 2025-02-21): filter an exact type (type=CNAME) or use search=
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?type=contains:NAME`, { headers });
  return (await res.json()).result;
}

export async function pairOfA(zoneId: string) {
  // cf-codemod(dns-record-filter-syntax): name= with a comma-separated list no longer matches any of the values (since 2025-05-23): send match=any&name=a&name=b (match=any applies to every filter of the request), or one request per value
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?type=A&name=a.example.com,b.example.com`, { headers });
  return (await res.json()).result;
}
