const FORWARDER = 'https://forward.example.com/?to=';

// Every request goes through a CORS forwarder: the URL fetched is the forwarder's, the Cloudflare one is encoded into it.
export async function saveRecord(token: string, zone: string, id: string, form: { kind: string; host: string; value: string }) {
  const payload = { type: form.kind, name: form.host, content: form.value, ttl: 1 };
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  const res = await fetch(FORWARDER + encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records/${id}`), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  return res.json();
}
