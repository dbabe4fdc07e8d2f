const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// Only the wish's fields are handed on: nothing can change which type it asks for.
async function reconcile(zoneId, wish) {
  const page = await cf.dns.records.list({ zone_id: zoneId, type: wish.type, name: wish.name });
  const current = page.result.find((r) => r.name === wish.name);
  if (!current) return;
  console.log('updating', wish.type, wish.name);
  await cf.dns.records.update(current.id, { zone_id: zoneId, type: wish.type, name: wish.name, content: wish.content });
}

module.exports = { reconcile };
