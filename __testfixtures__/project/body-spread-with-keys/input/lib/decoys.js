const { replaceAsSrv, replaceFromKind } = require('./cloudflare');

async function forced(zoneId, recordId, target) {
	const o = {};
	o.type = 'CNAME';
	o.data = { service: '_sip', proto: '_tcp', name: 'voice', priority: 0, weight: 0, port: 5060, target };
	return replaceAsSrv(zoneId, recordId, o);
}

async function fromKind(zoneId, recordId, target) {
	const o = {};
	o.type = 'SRV';
	o.kind = 'CNAME';
	o.data = { service: '_sip', proto: '_tls', name: 'voice', priority: 0, weight: 0, port: 5061, target };
	return replaceFromKind(zoneId, recordId, o);
}

module.exports = { forced, fromKind };
