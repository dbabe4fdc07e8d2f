const { createFromForm } = require('./cloudflare');
const { updateEntry } = require('./registry');

async function mirror(zoneId, recordId, target) {
  const o = {};
  o.type = 'SRV';
  o.data = { service: '_sip', proto: '_tls', name: 'voice', priority: 0, weight: 0, port: 5061, target };
  await updateEntry(zoneId, recordId, o);
}

async function fromDialog(zoneId, target) {
  const o = {};
  o.type = 'SRV';
  o.data = { service: '_sip', proto: '_tls', name: 'voice', priority: 0, weight: 0, port: 5061, target };
  await createFromForm(zoneId, o);
}

module.exports = { mirror, fromDialog };
