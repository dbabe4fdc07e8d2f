import Cloudflare from 'cloudflare';
import { Registrar } from 'other-dns-sdk';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const registrar = new Registrar({ key: process.env.REGISTRAR_KEY });

// The entry's own type is written after the caller's changes: it wins.
export async function proxyEach(zoneId, changes) {
  for await (const entry of cf.dns.records.list({ zone_id: zoneId })) {
    await cf.dns.records.edit(entry.id, { zone_id: zoneId, ...changes, type: entry.type });
  }
}

// Another provider's SDK, shaped alike.
export async function mirror(zoneId, entryId, changes) {
  changes.type = changes.type || 'A';
  return await registrar.dns.records.edit(entryId, { zone_id: zoneId, ...changes });
}
