import Cloudflare from 'cloudflare';

export interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
}

interface PointerEntry {
  type: 'CNAME';
  name: string;
  content: string;
}

interface MailEntry {
  type: 'MX';
  name: string;
  content: string;
  priority: number;
}

// The caller's changes go out as they are: a type among them moves the entry to another type.
export async function patchEntry(token: string, zoneId: string, entryId: string, changes: Partial<ZoneEntry>) {
  const cf = new Cloudflare({ apiToken: token });
  return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...changes } as any);
}

export async function replaceEntry(token: string, zoneId: string, entryId: string, entry: ZoneEntry) {
  const cf = new Cloudflare({ apiToken: token });
  return await cf.dns.records.update(entryId, { zone_id: zoneId, ...entry });
}

export async function repointEntry(token: string, zoneId: string, entryId: string, picked: Pick<ZoneEntry, 'type' | 'content'>) {
  const cf = new Cloudflare({ apiToken: token });
  return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...picked } as any);
}

export async function moveEntry(token: string, zoneId: string, entryId: string, next: PointerEntry | MailEntry) {
  const cf = new Cloudflare({ apiToken: token });
  return await cf.dns.records.update(entryId, { zone_id: zoneId, ...next } as any);
}
