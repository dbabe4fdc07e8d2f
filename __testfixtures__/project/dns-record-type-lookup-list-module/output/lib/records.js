const API = 'https://api.cloudflare.com/client/v4';

export async function lookUp(zone, kind, host) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=${kind}&name=${host}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  const body = await res.json();
  return body.result;
}

export async function save(zone, entryId, kind, value) {
  await fetch(`${API}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: kind, content: value }),
  });
}

export async function saveOther(zone, entryId, kind, value) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: kind, content: value }),
  });
}
