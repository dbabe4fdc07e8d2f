const CF = 'https://api.cloudflare.com/client/v4';

// Whatever the form posted is copied into the update: a type among it changes the record's type.
export async function save(zone: string, id: string, form: Record<string, string>, token: string): Promise<Response> {
  const update: Record<string, string> = {};
  for (const name of Object.keys(form)) update[name] = form[name].trim();
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if form[name].trim() can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return fetch(`${CF}/zones/${zone}/dns_records/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(update),
  });
}
