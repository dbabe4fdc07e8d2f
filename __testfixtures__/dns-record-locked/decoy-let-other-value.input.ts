import Cloudflare from 'cloudflare';
import { readLease } from './leases';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// `held` is the record just created, then this app's lease on the name, whose own `locked` flag is read.
export async function claim(zoneId: string, name: string) {
  let held: any = await cf.dns.records.create({ zone_id: zoneId, type: 'TXT', name, content: 'claimed', ttl: 60 });
  const recordId = held.id;
  held = await readLease(name);
  return { recordId, owner: held.owner, locked: held.locked };
}
