const BASE = 'https://api.cloudflare.com/client/v4';

async function cfGet<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  const body = await res.json();
  return body.result as T;
}

export function wwwRecords(zoneId: string) {
  return cfGet<Array<{ id: string; name: string }>>(`/zones/${zoneId}/dns_records?name=starts_with:www.&order=name`);
}
