const api = require('../lib/zone-api');

async function point(recordId, ip) {
  return api.put(`/dns_records/${recordId}`, { type: 'A', name: 'app', content: ip, locked: false });
}

module.exports = { point };
