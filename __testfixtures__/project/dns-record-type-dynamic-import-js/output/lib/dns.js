export const CF = 'https://api.cloudflare.com/client/v4';
const auth = () => ({ Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' });

// The record of this name and type, or null.
export async function findRecord(zoneId, name, type = 'A') {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records?type=${type}&name=${name}`, { headers: auth() });
  const body = await res.json();
  return body.result[0] ?? null;
}

// The static caller sends the type it looked the record up by; the late one sends any.
export async function patchRecord(zoneId, recordId, { content, type = 'A' }) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers: auth(),
    body: JSON.stringify({ type, content }),
  });
  return (await res.json()).result;
}
