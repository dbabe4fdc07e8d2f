const BASE = 'https://api.cloudflare.com/client/v4';

interface Listed {
  result: { id: string; type: string }[];
}

// A URL object whose query filters on the type the update sends.
export async function upsertRecord(zoneId: string, recordType: string, fqdn: string, value: string, token: string): Promise<Response> {
  const headers = { Authorization: `Bearer ${token}` };
  const url = new URL(`${BASE}/zones/${zoneId}/dns_records`);
  url.searchParams.append('name', fqdn);
  url.searchParams.set('type', recordType);
  const page = (await (await fetch(url, { headers })).json()) as Listed;
  const hit = page.result[0];
  if (hit) {
    return fetch(`${BASE}/zones/${zoneId}/dns_records/${hit.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: recordType, content: value }) });
  }
  return fetch(`${BASE}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify({ type: recordType, name: fqdn, content: value }) });
}

export async function upsertByParams(zoneId: string, recordType: string, fqdn: string, value: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const filters = new URLSearchParams({ type: recordType, name: fqdn });
  const page = (await (await fetch(`${BASE}/zones/${zoneId}/dns_records?${filters}`, { headers })).json()) as Listed;
  const [hit] = page.result;
  if (hit) await fetch(`${BASE}/zones/${zoneId}/dns_records/${hit.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: recordType, content: value }) });
}
