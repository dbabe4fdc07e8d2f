import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

interface Rec { id: string; type: string; name: string; content: string }
declare function loadRecords(zoneId: string): Promise<Rec[]>;
declare function readBody(event: unknown): Promise<Rec>;

function retag(r: Rec, type: string): void {
	r.type = type;
}

// A copy merged with the wanted type.
export async function merged(zoneId: string, list: Rec[], kind: string) {
	const found = list.find((r) => r.name === 'www');
	const rec: Rec = Object.assign({}, found, { type: kind });
	await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
}

// What the request sent, parsed or read.
export async function parsed(zoneId: string, event: { body: string }) {
	const rec: Rec = JSON.parse(event.body);
	await cf.dns.records.update(rec.id, { zone_id: zoneId, type: rec.type, name: rec.name, content: rec.content } as any);
}

export async function read(zoneId: string, event: unknown) {
	const rec = await readBody(event);
	await cf.dns.records.update(rec.id, { zone_id: zoneId, type: rec.type, name: rec.name, content: rec.content } as any);
}

// Chosen: the caller's override, or a default.
export async function chosen(zoneId: string, input: { override?: Rec }, list: Rec[]) {
	const rec = input.override ? input.override : list[0];
	await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
}

export async function orDefault(zoneId: string, fallback: Rec, opts: { record?: Rec } = {}) {
	const rec = opts.record ?? fallback;
	await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
}

// Listed, then retyped under another name, by a helper, by a callback, or in a map's copies.
export async function aliased(zoneId: string, kind: string) {
	const list = await loadRecords(zoneId);
	const rec = list.find((r) => r.name === 'www')!;
	const edit = rec;
	edit.type = kind;
	await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
}

export async function byHelper(zoneId: string, kind: string) {
	for (const rec of await loadRecords(zoneId)) {
		retag(rec, kind);
		await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
	}
}

export async function byCallback(zoneId: string, kind: string) {
	const records = await loadRecords(zoneId);
	records.forEach((r) => {
		r.type = kind;
	});
	const rec = records[0];
	await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
}

export async function mapped(zoneId: string, kind: string) {
	const records = (await loadRecords(zoneId)).map((r) => ({ ...r, type: kind }));
	const rec = records[0];
	await cf.dns.records.edit(rec.id, { zone_id: zoneId, type: rec.type, content: '192.0.2.1' } as any);
}
