const Cloudflare = require('cloudflare');

const dns = new Cloudflare({ apiToken: process.env.DNS_TOKEN });

// Each desired address is looked up by its own host and kind: the one record found has that kind.
async function sync(zone, desired) {
  for (const item of desired) {
    const rows = (await dns.dns.records.list({ zone_id: zone, name: item.host, type: item.kind })).result;
    if (rows.length !== 1) continue;
    await dns.dns.records.update(rows[0].id, { zone_id: zone, name: item.host, type: item.kind, content: item.address });
  }
}

module.exports = { sync };
