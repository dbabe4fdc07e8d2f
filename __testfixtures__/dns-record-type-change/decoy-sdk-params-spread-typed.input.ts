import Cloudflare from 'cloudflare';
import { Registrar } from 'other-dns-sdk';

export interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
}

interface Tuning {
  ttl: number;
  proxied: boolean;
}

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const registrar = new Registrar({ key: process.env.REGISTRAR_KEY });

// Everything but the type: the entry keeps its own.
export async function retune(zoneId: string, entryId: string, changes: Omit<ZoneEntry, 'type'>) {
  return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...changes } as any);
}

// A type that has no type member.
export async function adjust(zoneId: string, entryId: string, tuning: Tuning) {
  return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...tuning });
}

// The entry's own type is written after the caller's changes: it wins.
export async function proxyEach(zoneId: string, changes: Partial<ZoneEntry>) {
  for await (const entry of cf.dns.records.list({ zone_id: zoneId })) {
    await cf.dns.records.edit(entry.id, { zone_id: zoneId, ...changes, type: entry.type } as any);
  }
}

// Another provider's SDK, shaped alike.
export async function mirror(zoneId: string, entryId: string, changes: Partial<ZoneEntry>) {
  return await registrar.dns.records.edit(entryId, { zone_id: zoneId, ...changes });
}
