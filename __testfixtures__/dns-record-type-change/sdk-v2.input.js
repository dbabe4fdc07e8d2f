const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

async function replace(zoneId, id, wanted) {
  return cf.dnsRecords.edit(zoneId, id, { type: wanted.type, name: wanted.name, content: wanted.content, ttl: 1 });
}

module.exports = { replace };
