const BASE = 'https://api.cloudflare.com/client/v4';
const EDITABLE = ['content', 'type', 'comment'] as const;

interface RecordEdit {
	zone: string;
	id: string;
	content?: string;
	type?: string;
	comment?: string;
}

export async function patchRecord(edit: RecordEdit, token: string): Promise<unknown> {
	const body: Record<string, unknown> = {};
	for (const key of EDITABLE) {
		if (edit[key] !== undefined) body[key] = edit[key];
	}
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if edit[key] can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	const res = await fetch(`${BASE}/zones/${edit.zone}/dns_records/${edit.id}`, {
		method: 'PATCH',
		headers: { Authorization: `Bearer ${token}` },
		body: JSON.stringify(body),
	});
	return res.json();
}
