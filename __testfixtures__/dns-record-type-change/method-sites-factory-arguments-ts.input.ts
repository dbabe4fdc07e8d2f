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

// The factory object also reaches the function through `arguments`: a Relocator made there is
// handed on with any type, so the calls of relocate are not only the listed-record ones below.
async function relocateAll(token: string, tools: { build(token: string): Relocator }, zone: string, address: string): Promise<{ spare: Relocator }> {
  const relocator = tools.build(token);
  for (const entry of await relocator.entries(zone)) await relocator.relocate(zone, entry.id, address, entry.type);
  return { spare: arguments[1].build(token) };
}

export async function run(token: string, zone: string, address: string, target: string, kind: string): Promise<void> {
  const { spare } = await relocateAll(token, kit, zone, address);
  await spare.relocate(zone, target, address, kind);
}
