import { cf } from './client.js';
import { findA } from './current/lookup.js';
import { findOldA } from './legacy/lookup.js';

// Found by the A-filtered lookup of a module running cloudflare 4: the A sent back is the record's own type.
export async function keepAddress(zoneId, host, address) {
  const found = await findA(zoneId, host);
  if (!found) return;
  await cf.dns.records.update(found.id, { zone_id: zoneId, type: 'A', name: host, content: address });
}

// Found by a lookup of a module running cloudflare 2: its type is unknown.
export async function keepOldAddress(zoneId, host, address) {
  const found = await findOldA(zoneId, host);
  if (!found) return;
  await cf.dns.records.update(found.id, { zone_id: zoneId, type: 'A', name: host, content: address });
}
