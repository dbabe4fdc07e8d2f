// A cron job: one helper fetches the record by id, the caller changes its address, another writes it back to its own id.
import cloudflare = require('cloudflare');

const client = cloudflare({ token: process.env.CF_TOKEN ?? '' });
const zoneId = process.env.ZONE_ID ?? '';

interface Entry { id: string; type: string; name: string; content: string }

async function fetchEntry(label: string): Promise<Entry | undefined> {
  const listing = await client.dnsRecords.browse(zoneId);
  const match = listing.result.find((e: Entry) => e.name === label);
  if (!match) return undefined;
  const single = await client.dnsRecords.read(zoneId, match.id);
  return single.result;
}

async function saveEntry(entry: Entry): Promise<void> {
  await client.dnsRecords.edit(zoneId, entry.id, entry);
}

export async function run(label: string, ip: string): Promise<void> {
  const found = await fetchEntry(label);
  if (!found || found.content === ip) return;
  const next = found;
  next.content = ip;
  await saveEntry(next);
}
