import { CF } from './dns.js';

// The package's entry: code outside this repository may call it with any record and type.
export async function updateRecord(zoneId, recordId, { content, type }) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
    body: JSON.stringify({ type, content }),
  });
  return res.json();
}
