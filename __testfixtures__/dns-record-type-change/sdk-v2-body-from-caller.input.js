const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

// The caller chooses the whole body, its type too; the record is found by its name only.
async function retarget(zone, host, fields) {
  const page = await cf.dnsRecords.browse(zone);
  const found = page.result.find((r) => r.name === host);
  await cf.dnsRecords.edit(zone, found.id, fields);
}

async function fromFlags(flags) {
  await retarget(flags.zone, flags.host, { type: flags.kind.toUpperCase(), name: flags.host, content: flags.value });
}

module.exports = { fromFlags };
