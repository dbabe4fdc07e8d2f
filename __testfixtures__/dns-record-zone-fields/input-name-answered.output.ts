// Named like an input, but a function of the file returns the records of a DNS record request as
// it, and a response body is cast to it: a record the API returns, so it loses the fields.
const CF = 'https://api.cloudflare.com/client/v4';

interface NewRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
}

interface UpdateResult {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}

export async function addRecord(zoneId: string, token: string, host: string, ip: string): Promise<NewRecord> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'A', name: host, content: ip, proxied: true }),
  });
  const data = await res.json();
  return data.result;
}

export async function moveRecord(zoneId: string, token: string, id: string, ip: string) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ content: ip }),
  });
  const { result } = (await res.json()) as { result: UpdateResult };
  return result.content;
}
