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

// The `arguments` read here are a nested function's own and a member's name: the factory object
// reaches relocate only through `tools.build`, and each call passes a listed record's own type.
async function relocateAll(token, tools, zone, address, job) {
  function trace() {
    console.log('relocate', arguments.length, job.arguments);
  }
  const relocator = tools.build(token);
  for (const entry of await relocator.entries(zone)) {
    trace(entry.id);
    await relocator.relocate(zone, entry.id, address, entry.type);
  }
}

export async function run(token, zone, address) {
  await relocateAll(token, kit, zone, address, { arguments: [] });
}
