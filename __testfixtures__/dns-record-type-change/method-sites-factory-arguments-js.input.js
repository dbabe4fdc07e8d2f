import Cloudflare from 'cloudflare';

// A service whose update takes the record id and the type as two parameters.
class Relocator {
  constructor(token) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async entries(zone) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async relocate(zone, recordId, address, kind = 'A') {
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

const kit = { build: (token) => new Relocator(token) };

// The factory object also reaches the function through `arguments`: a Relocator made there is
// handed on with any type, so the calls of relocate are not only the listed-record ones below.
async function relocateAll(token, tools, zone, address) {
  const relocator = tools.build(token);
  for (const entry of await relocator.entries(zone)) await relocator.relocate(zone, entry.id, address, entry.type);
  return { spare: arguments[1].build(token) };
}

export async function run(token, zone, address, target, kind) {
  const { spare } = await relocateAll(token, kit, zone, address);
  await spare.relocate(zone, target, address, kind);
}
