const { replaceRecord } = require('./cloudflare');

async function voice(zoneId, recordId, target) {
	const o = {};
	o.type = 'SRV';
	o.data = { priority: 0, weight: 0, port: 5060, target };
	o.name = '_sip._udp.voice';
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	return replaceRecord(zoneId, recordId, o);
}

module.exports = { voice };
