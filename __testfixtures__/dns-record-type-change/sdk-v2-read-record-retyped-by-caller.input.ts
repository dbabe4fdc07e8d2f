// Control: the caller sets the record's type before the helper writes it back to its own id: the type may differ.
import cloudflare = require('cloudflare');

const client = cloudflare({ token: process.env.CF_TOKEN ?? '' });
const zoneId = process.env.ZONE_ID ?? '';

async function fetchEntry(id: string): Promise<{ id: string; type: string; content: string }> {
  const single = await client.dnsRecords.read(zoneId, id);
  return single.result;
}

async function saveEntry(entry: { id: string; type: string; content: string }): Promise<void> {
  await client.dnsRecords.edit(zoneId, entry.id, entry);
}

export async function run(id: string, ip: string): Promise<void> {
  const found = await fetchEntry(id);
  found.type = 'AAAA';
  found.content = ip;
  await saveEntry(found);
}
