const fs = require('fs');
const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

// Entries from a file sent whole only once their type is known to be the record's: no edit changes a type.
async function sync(zone, file) {
  const desired = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r) => r.name === want.name);
    if (have && have.type === want.type && have.content !== want.content) {
      await cf.dnsRecords.edit(zone, have.id, want);
    }
  }
}

// Skipped when the types differ, then sent whole.
async function refresh(zone, file) {
  const desired = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r) => r.name === want.name);
    if (!have || have.type !== want.type) continue;
    await cf.dnsRecords.edit(zone, have.id, want);
  }
}

// Replaced when the types differ, edited in place otherwise.
async function apply(zone, file) {
  const desired = JSON.parse(fs.readFileSync(file, 'utf8'));
  const existing = (await cf.dnsRecords.browse(zone)).result;
  for (const want of desired) {
    const have = existing.find((r) => r.name === want.name);
    if (!have) continue;
    if (have.type !== want.type) {
      await cf.dnsRecords.del(zone, have.id);
      await cf.dnsRecords.add(zone, want);
    } else await cf.dnsRecords.edit(zone, have.id, want);
  }
}

module.exports = { sync, refresh, apply };
