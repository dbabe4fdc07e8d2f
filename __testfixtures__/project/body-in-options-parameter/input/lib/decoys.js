const { editConverted, editTyped, putRecord } = require('./cloudflare');

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

// The wrapper sends the options' type: this body's own type is not the record's.
async function retyped(zoneId, recordId, target) {
	const body = {};
	body.type = 'SRV';
	body.data = { service: '_sip', proto: '_tcp', name: 'desk', priority: 0, weight: 0, port: 5060, target };
	return editTyped(zoneId, recordId, { body, type: 'CNAME' });
}

module.exports = { fromForm, audited, retyped };
