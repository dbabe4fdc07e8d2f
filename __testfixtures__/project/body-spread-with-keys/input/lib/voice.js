const { replaceRecord } = require('./cloudflare');

async function voice(zoneId, recordId, target) {
	const o = {};
	o.type = 'SRV';
	o.data = { service: '_sip', proto: '_udp', name: 'voice', priority: 0, weight: 0, port: 5060, target };
	return replaceRecord(zoneId, recordId, o);
}

module.exports = { voice };
