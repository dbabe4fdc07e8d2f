const registry = require('dns-registry-client')({ key: process.env.KEY });

// Another package's client with a dnsRecords.edit of its own: not Cloudflare's.
async function retarget(zone, host, fields) {
  const page = await registry.dnsRecords.browse(zone);
  const found = page.result.find((r) => r.name === host);
  await registry.dnsRecords.edit(zone, found.id, fields);
}

async function fromFlags(flags) {
  await retarget(flags.zone, flags.host, { type: flags.kind, name: flags.host, content: flags.value });
}

module.exports = { fromFlags };
