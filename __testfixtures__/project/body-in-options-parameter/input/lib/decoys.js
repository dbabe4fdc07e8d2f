const { editConverted, putRecord } = require('./cloudflare');

// The wrapper converts the body: its fields are not the API's.
async function fromForm(zoneId, recordId, target) {
	const body = {};
	body.kind = 'SRV';
	body.fields = { service: '_sip', proto: '_udp', name: 'voice', priority: 0, weight: 0, port: 5060, target };
	return editConverted(zoneId, recordId, { body });
}

// The options object itself is handed on before the request: its body may change out of sight.
async function audited(zoneId, recordId, target, audit) {
	const body = {};
	body.type = 'SRV';
	body.data = { service: '_xmpp', proto: '_tcp', name: 'chat', priority: 0, weight: 0, port: 5222, target };
	audit(body);
	return putRecord({ zoneId, recordId, body });
}

module.exports = { fromForm, audited };
