import Cloudflare from 'cloudflare';

// A service whose update takes the record id and the type as two parameters.
class Relocator {
  private api: Cloudflare;

  constructor(token: string) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async entries(zone: string) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async relocate(zone: string, recordId: string, address: string, kind: string = 'A'): Promise<void> {
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

const kit = { build: (token: string) => new Relocator(token) };

// The `arguments` read here are a nested function's own and a member's name: the factory object
// reaches relocate only through `tools.build`, and each call passes a listed record's own type.
async function relocateAll(token: string, tools: { build(token: string): Relocator }, zone: string, address: string, job: { arguments: string[] }): Promise<void> {
  function trace(..._ids: string[]): void {
    console.log('relocate', arguments.length, job.arguments);
  }
  const relocator = tools.build(token);
  for (const entry of await relocator.entries(zone)) {
    trace(entry.id);
    await relocator.relocate(zone, entry.id, address, entry.type);
  }
}

export async function run(token: string, zone: string, address: string): Promise<void> {
  await relocateAll(token, kit, zone, address, { arguments: [] });
}
