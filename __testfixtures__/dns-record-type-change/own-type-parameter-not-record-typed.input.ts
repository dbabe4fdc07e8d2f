import Cloudflare from 'cloudflare';

type Entry = { id: string; name: string; type: 'A' | 'AAAA' | 'CNAME' };

const api = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// A caller writes the object it passes: its type is the caller's choice, not the record's.
async function send(zone: string, entry: Entry, address: string) {
  return api.dns.records.update(entry.id, { zone_id: zone, name: entry.name, type: entry.type, content: address });
}

export async function fromForm(zone: string, form: { recordId: string; host: string; target: string }) {
  await send(zone, { id: form.recordId, type: 'CNAME', name: form.host }, form.target);
}

// The id of one object, the type of another.
export async function crossed(zone: string, a: Entry, b: Entry) {
  await api.dns.records.edit(a.id, { zone_id: zone, type: b.type });
}

// Retyped before it is sent.
export async function retyped(zone: string, address: string) {
  const page = await api.dns.records.list({ zone_id: zone });
  for (const rec of page.result) {
    rec.type = 'AAAA';
    await api.dns.records.edit(rec.id, { zone_id: zone, type: rec.type, content: address });
  }
}

// The records a request carries.
export function fromRequest(req: { body: { zone: string; records: Entry[] } }) {
  req.body.records.forEach((r) => {
    api.dns.records.edit(r.id, { zone_id: req.body.zone, type: r.type });
  });
}
