const { editRecord, putRecord } = require('./cloudflare');

async function moveService(zoneId, recordId, args) {
	const o = {};
	o.type = 'SRV';
	o.data = { service: '_sip', proto: '_tls', name: 'voice', priority: 0, weight: 0, port: 5061, target: args.target };
	await editRecord(zoneId, recordId, { token: args.token, body: o });
}

async function directory(zoneId, recordId, target) {
	const body = {};
	body.type = 'SRV';
	body.data = { service: '_ldap', proto: '_tcp', name: 'dir', priority: 0, weight: 0, port: 389, target };
	return editRecord(zoneId, recordId, { body, token: process.env.CF_API_TOKEN });
}

async function minecraft(zoneId, recordId, target) {
	const body = {};
	body.type = 'SRV';
	body.data = { service: '_minecraft', proto: '_tcp', name: 'play', priority: 0, weight: 5, port: 25565, target };
	return putRecord({ zoneId, recordId, body });
}

module.exports = { moveService, directory, minecraft };
