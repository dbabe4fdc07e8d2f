const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// The wish is tidied by a helper after the lookup: it may now ask for another type.
async function reconcile(zoneId, wish) {
  const page = await cf.dns.records.list({ zone_id: zoneId, type: wish.type, name: wish.name });
  const current = page.result.find((r) => r.name === wish.name);
  if (!current) return;
  tidy(wish);
  await cf.dns.records.update(current.id, { zone_id: zoneId, type: wish.type, name: wish.name, content: wish.content });
}

function tidy(w) {
  if (w.type === 'A' && w.content.includes(':')) w.type = 'AAAA';
}

module.exports = { reconcile };
