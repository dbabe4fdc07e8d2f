import Cloudflare from 'cloudflare';

interface Change {
  type?: string;
  name?: string;
  content?: string;
}

// The params of the update are the literal a method of the class returns: its type is the caller's.
export class Records {
  private api = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

  private paramsOf(zone: string, change: Change) {
    const out: Record<string, unknown> = { zone_id: zone, type: change.type, name: change.name, content: change.content };
    for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
    return out;
  }

  async save(zone: string, id: string, change: Change) {
    const params = this.paramsOf(zone, change);
    return this.api.dns.records.update(id, params as any);
  }
}

// A plain function, its result passed straight in; the type read off a record other than the one updated.
function bodyFor(zone: string, source: { type: string; content: string }) {
  return { zone_id: zone, type: source.type, content: source.content };
}

export async function copyOnto(cf: Cloudflare, zone: string, fromName: string, toName: string) {
  const from = (await cf.dns.records.list({ zone_id: zone, name: { exact: fromName } })).result[0];
  const to = (await cf.dns.records.list({ zone_id: zone, name: { exact: toName } })).result[0];
  await cf.dns.records.edit(to.id, bodyFor(zone, from) as any);
}

// The helper's parameter is named like the record updated, but the caller hands it another record.
function proxiedCopy(zone: string, record: { type: string; content: string }) {
  return { zone_id: zone, type: record.type, content: record.content, proxied: true };
}

export async function proxyFrom(cf: Cloudflare, zone: string, other: { type: string; content: string }) {
  for await (const record of cf.dns.records.list({ zone_id: zone })) {
    await cf.dns.records.edit(record.id, proxiedCopy(zone, other) as any);
  }
}
