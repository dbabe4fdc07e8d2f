const makeClient = require('cloudflare');
const registryClient = require('dns-registry-client');

// The client is the caller's: every call passes one made by the cloudflare package.
async function point(api, zone, want, address) {
  const page = await api.dnsRecords.browse(zone);
  for (const rec of page.result) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if want.kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    if (rec.name === want.host) await api.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}

// Every call passes another package's client.
async function mirror(api, zone, want, address) {
  const page = await api.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await api.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}

async function run() {
  const api = makeClient({ token: process.env.CF_TOKEN });
  await point(api, process.env.ZONE, { kind: 'AAAA', host: 'h.example.org' }, '2001:db8::1');
  await mirror(registryClient({ key: process.env.KEY }), 'z', { kind: 'A', host: 'h.example.org' }, '192.0.2.1');
}

module.exports = { point, mirror, run };
