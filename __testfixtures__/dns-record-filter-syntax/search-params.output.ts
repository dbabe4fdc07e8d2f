const API = 'https://api.cloudflare.com/client/v4';

export async function internalHosts(zoneId: string, token: string) {
  const qs = new URLSearchParams({ 'content.contains': '10.0.', per_page: '200' });
  qs.set('name.endswith', '.internal.example.com');
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?${qs}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result as Array<{ name: string; content: string }>;
}
