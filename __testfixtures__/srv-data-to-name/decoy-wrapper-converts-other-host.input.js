// The same converting wrappers, for the office's own DNS server: nothing here is Cloudflare's.
const PDNS = 'https://pdns.office.lan/api/v1/servers/localhost';

function legacyShape(record) {
	return { ...record, name: [record.data.service, record.data.proto, record.data.name].join('.') };
}

async function createRecord(url, record, token) {
	const res = await fetch(url, { method: 'POST', headers: { 'X-API-Key': token }, body: JSON.stringify(legacyShape(record)) });
	return res.json();
}

export function addLdap(zone, host, token) {
	return createRecord(`${PDNS}/zones/${zone}/dns_records`, { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 5, port: 389, target: host } }, token);
}
