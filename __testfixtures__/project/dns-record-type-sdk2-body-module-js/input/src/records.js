const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

// Its one caller, in cli.js, writes the type it sends.
async function retype(zone, label, fields) {
  const page = await cf.dnsRecords.browse(zone);
  const hit = page.result.find((r) => r.name === label);
  await cf.dnsRecords.edit(zone, hit.id, fields);
}

// Its one caller sends the record it looked up, unchanged but for the content.
async function refresh(zone, rec) {
  await cf.dnsRecords.edit(zone, rec.id, rec);
}

module.exports = { retype, refresh };
