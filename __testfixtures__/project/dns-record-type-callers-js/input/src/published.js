import { CF } from './dns.js';

// The package's entry: code outside this repository may call it with any record and type.
export async function updateRecord(zoneId, recordId, { content, type }) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
    body: JSON.stringify({ type, content }),
  });
  return res.json();
}
