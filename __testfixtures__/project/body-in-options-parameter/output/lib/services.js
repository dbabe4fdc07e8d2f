const { editRecord, putRecord } = require('./cloudflare');

async function moveService(zoneId, recordId, args) {
	const o = {};
	o.type = 'SRV';
	o.data = { priority: 0, weight: 0, port: 5061, target: args.target };
	o.name = '_sip._tls.voice';
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	await editRecord(zoneId, recordId, { token: args.token, body: o });
}

async function directory(zoneId, recordId, target) {
	const body = {};
	body.type = 'SRV';
	body.data = { priority: 0, weight: 0, port: 389, target };
	body.name = '_ldap._tcp.dir';
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	return editRecord(zoneId, recordId, { body, token: process.env.CF_API_TOKEN });
}

async function minecraft(zoneId, recordId, target) {
	const body = {};
	body.type = 'SRV';
	body.data = { priority: 0, weight: 5, port: 25565, target };
	body.name = '_minecraft._tcp.play';
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	return putRecord({ zoneId, recordId, body });
}

module.exports = { moveService, directory, minecraft };
