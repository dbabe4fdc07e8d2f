import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

interface Entry { id: string; type: 'A' | 'AAAA'; name: string }

// The helper takes the record apart in its parameter list: the type it returns is that record's.
function bodyOf(zoneId: string, { type, name }: Entry, address: string) {
  return { zone_id: zoneId, type, name, content: address, ttl: 1 as const };
}

// The helper copies the record's type into a name of its own first: still the record's.
function bodyWith(zoneId: string, entry: Entry, address: string) {
  const kind = entry.type;
  return { zone_id: zoneId, type: kind, name: entry.name, content: address };
}

export async function pointAt(zoneId: string, host: string, address: string): Promise<void> {
  const found = await client.dns.records.list({ zone_id: zoneId, name: { exact: host } });
  for (const entry of found.result) {
    await client.dns.records.update(entry.id, bodyOf(zoneId, entry as Entry, address));
    await client.dns.records.update(entry.id, bodyWith(zoneId, entry as Entry, address));
  }
}
