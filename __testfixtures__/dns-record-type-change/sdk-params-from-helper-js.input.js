const Cloudflare = require('cloudflare');

// The params of the update are the literal a method of the class returns: its type is the caller's.
class Records {
  constructor() {
    this.api = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
  }

  paramsOf(zone, change) {
    const out = { zone_id: zone, type: change.type, name: change.name, content: change.content };
    for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
    return out;
  }

  async save(zone, id, change) {
    const params = this.paramsOf(zone, change);
    return this.api.dns.records.update(id, params);
  }
}

// A plain function, its result passed straight in; the type read off a record other than the one updated.
function bodyFor(zone, source) {
  return { zone_id: zone, type: source.type, content: source.content };
}

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function copyOnto(zone, fromName, toName) {
  const from = (await cf.dns.records.list({ zone_id: zone, name: { exact: fromName } })).result[0];
  const to = (await cf.dns.records.list({ zone_id: zone, name: { exact: toName } })).result[0];
  await cf.dns.records.edit(to.id, bodyFor(zone, from));
}

// The helper's parameter is named like the record updated, but the caller hands it another record.
function proxiedCopy(zone, record) {
  return { zone_id: zone, type: record.type, content: record.content, proxied: true };
}

async function proxyFrom(zone, other) {
  for await (const record of cf.dns.records.list({ zone_id: zone })) {
    await cf.dns.records.edit(record.id, proxiedCopy(zone, other));
  }
}

module.exports = { Records, copyOnto, proxyFrom };
