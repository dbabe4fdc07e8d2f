// One file: one call of the update passes a type the record was not looked up by.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' };

async function lookup(zone, name, type) {
	const res = await fetch(`${CF_API}/zones/${zone}/dns_records?type=${type}&name=${name}`, { headers });
	const data = await res.json();
	return data.result[0];
}

async function setContent(zone, id, type, content) {
	await fetch(`${CF_API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ type, content }) });
}

export async function update(zone, name, kind, ip) {
	const rec = await lookup(zone, name, kind);
	if (rec) await setContent(zone, rec.id, kind, ip);
}

export async function moveToIpv6(zone, name, ip) {
	const rec = await lookup(zone, name, 'A');
	if (rec) await setContent(zone, rec.id, 'AAAA', ip);
}
