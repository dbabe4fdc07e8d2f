const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

// Every caller passes a body without a type: the record keeps its own.
async function repoint(zone, host, fields) {
  const page = await cf.dnsRecords.browse(zone);
  const found = page.result.find((r) => r.name === host);
  await cf.dnsRecords.edit(zone, found.id, fields);
}

async function fromFlags(flags) {
  await repoint(flags.zone, flags.host, { content: flags.value, ttl: 120 });
  await repoint(flags.zone, `www.${flags.host}`, { content: flags.value, proxied: true });
}

module.exports = { fromFlags };
