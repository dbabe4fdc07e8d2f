// The list is filtered on kind, but kind is given another value before the update.
const API = 'https://api.cloudflare.com/client/v4';

export async function setAddress(zone, host, kind, address) {
  const listed = await fetch(`${API}/zones/${zone}/dns_records?type=${kind}&name=${host}`, { headers: { Authorization: `Bearer ${process.env.TOKEN}` } });
  const { result } = await listed.json();
  kind = kind === "A" ? "AAAA" : "A";
  for (const record of result) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${API}/zones/${zone}/dns_records/${record.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${process.env.TOKEN}` },
      body: JSON.stringify({ type: kind, name: host, content: address }),
    });
  }
}
