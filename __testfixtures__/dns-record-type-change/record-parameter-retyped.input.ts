import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

type Rec = { id: string; type: string; name: string };

// A caller hands in a copy with a type of its own.
async function resend(zoneId: string, rec: Rec, ip: string) {
  return cf.dns.records.update(rec.id, { zone_id: zoneId, name: rec.name, type: rec.type, content: ip } as any);
}

export async function retype(zoneId: string, host: string, ip: string, kind: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  for (const entry of page.result.filter((r) => r.name === host)) await resend(zoneId, { ...(entry as any), type: kind }, ip);
}

// A public function: a caller out of sight may hand in any id and type (a request's input).
export async function save(zoneId: string, rec: Rec, ip: string) {
  return cf.dns.records.update(rec.id, { zone_id: zoneId, name: rec.name, type: rec.type, content: ip } as any);
}
