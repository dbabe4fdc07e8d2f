import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

interface Entry { id: string; type: string; name: string; content: string }

// The helper takes apart the record it is handed, but it is handed another record than the one updated.
function bodyOf(zoneId: string, { type, name }: Entry, address: string) {
  return { zone_id: zoneId, type, name, content: address };
}

// A name given the type of a parameter the caller fills with a template: another record's.
function bodyWith(zoneId: string, entry: Entry, template: Entry) {
  const kind = template.type;
  return { zone_id: zoneId, type: kind, name: entry.name, content: template.content };
}

export async function copyOnto(zoneId: string, host: string, address: string): Promise<void> {
  const found = await client.dns.records.list({ zone_id: zoneId, name: { exact: host } });
  const [model] = (await client.dns.records.list({ zone_id: zoneId, name: { exact: 'model.' + host } })).result as Entry[];
  for (const entry of found.result) {
    await client.dns.records.update(entry.id, bodyOf(zoneId, model, address) as never);
    await client.dns.records.update(entry.id, bodyWith(zoneId, entry as Entry, model) as never);
  }
}
