// One file: a caller copies its host with another type between the lookup and the update.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' };

async function lookup(zone, name, type) {
	const res = await fetch(`${CF_API}/zones/${zone}/dns_records?type=${type}&name=${name}`, { headers });
	const data = await res.json();
	if (data.result.length === 0) return null;
	return data.result[0];
}

async function setContent(zone, id, type, content) {
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	await fetch(`${CF_API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ type, content }) });
}

export async function update(zone, name, kind, ip) {
	const rec = await lookup(zone, name, kind);
	if (rec) await setContent(zone, rec.id, kind, ip);
}

export async function updateHost(host, ip) {
	let rec;
	try {
		rec = await lookup(host.zone, host.name, host.type);
	} catch {
		return;
	}
	host = { ...host, type: 'AAAA' };
	await setContent(host.zone, rec.id, host.type, ip);
}

export async function updateMail(zone, target) {
	const mx = await lookup(zone, zone, 'MX');
	if (mx) await setContent(zone, mx.id, 'mx', target);
}
