import Cloudflare from 'cloudflare';

type Entry = { id: string; type: string; name: string; content: string; ttl: number };

// The caller's changes, typed with the entry's shape, are sent as they are.
export async function patchEntry(token: string, zoneId: string, entryId: string, changes: Partial<Entry>) {
	const cf = new Cloudflare({ apiToken: token });
	return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...changes } as any);
}
