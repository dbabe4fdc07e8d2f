const { replaceAsSrv, replaceFromKind, replaceTyped, replaceFilled } = require('./cloudflare');

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

async function typed(zoneId, recordId, target) {
	const o = {};
	o.type = 'SRV';
	o.data = { service: '_sip', proto: '_udp', name: 'desk', priority: 0, weight: 0, port: 5060, target };
	return replaceTyped(zoneId, recordId, { body: o, type: 'CNAME' });
}

async function filled(zoneId, recordId, target) {
	const o = {};
	o.type = 'SRV';
	o.data = { service: '_sip', proto: '_udp', name: 'lobby', priority: 0, weight: 0, port: 5060, target };
	return replaceFilled(zoneId, recordId, o);
}

module.exports = { forced, fromKind, typed, filled };
