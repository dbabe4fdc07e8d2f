const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function cfPatch(path, payload) {
  const res = await fetch(API_ROOT + path, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN },
    body: JSON.stringify(payload || {}),
  });
  return res.json();
}

export function moveRecord(zone, recordId, kind, value) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cfPatch(`/zones/${zone}/dns_records/${recordId}`, { type: kind, content: value });
}
