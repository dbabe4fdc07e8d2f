const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

// The caller passes the record's id and that record's own type.
async function update(zone, id, fields) {
  await cf.dnsRecords.edit(zone, id, fields);
}

async function refresh(zone, host, address) {
  const page = await cf.dnsRecords.browse(zone);
  const rec = page.result.find((r) => r.name === host);
  if (rec) await update(zone, rec.id, { type: rec.type, name: rec.name, content: address });
}

module.exports = { refresh };
