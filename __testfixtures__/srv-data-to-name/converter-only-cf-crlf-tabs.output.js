// Every use of each converter is the body of a Cloudflare DNS record request (created, replaced, or sent one by one out of a mapped list): rewritten.
const API = 'https://api.cloudflare.com/client/v4';

function toRecord(e) {
	return { type: 'SRV', name: `_xmpp._tcp.${e.host}`, data: { priority: 5, weight: 0, port: 5222, target: e.host } };
}

export async function create(zone, e) {
	await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(toRecord(e)) });
}

export async function replace(zone, id, e) {
	const body = toRecord(e);
	await fetch(`${API}/zones/${zone}/dns_records/${id}`, { method: 'PUT', body: JSON.stringify(body) });
}

export async function createAll(zone, entries) {
	for (const record of entries.map(toRecord)) {
		await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
	}
}
