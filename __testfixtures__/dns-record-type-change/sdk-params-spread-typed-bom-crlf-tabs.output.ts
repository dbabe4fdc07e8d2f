import Cloudflare from 'cloudflare';

type Entry = { id: string; type: string; name: string; content: string; ttl: number };

// The caller's changes, typed with the entry's shape, are sent as they are.
export async function patchEntry(token: string, zoneId: string, entryId: string, changes: Partial<Entry>) {
	const cf = new Cloudflare({ apiToken: token });
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if changes.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...changes } as any);
}
