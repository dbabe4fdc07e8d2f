const API = 'https://api.cloudflare.com/client/v4';

type Entry = { id: string; type: string; name: string; content: string; ttl: number };

// The form's fields are sent as they are: a type among them changes the entry's.
export async function saveEntry(zoneId: string, entryId: string, form: Partial<Entry>) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if form.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zoneId}/dns_records/${entryId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...form, ttl: 1 }),
  });
}
