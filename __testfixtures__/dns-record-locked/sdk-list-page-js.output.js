const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function table(zoneId) {
  const { result } = await cf.dns.records.list({ zone_id: zoneId });
  return result.map((r) => ({ name: r.name, locked: r.locked ?? false }));
}

async function v2Table(client, zoneId) {
  const legacy = require('cloudflare')({ token: process.env.CF_API_TOKEN });
  const { result } = await legacy.dnsRecords.browse(zoneId);
  return result.map((r) => [r.name, r.locked ?? false]);
}

module.exports = { table, v2Table };
