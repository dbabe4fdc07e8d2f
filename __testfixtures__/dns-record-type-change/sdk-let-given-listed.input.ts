import Cloudflare from 'cloudflare';

const api = new Cloudflare({ apiToken: process.env.API_TOKEN });

// Kept from a list of A records, sent back as a CNAME.
export async function aliasHost(zone: string, host: string, target: string) {
  let match: Cloudflare.DNS.Records.Record | undefined = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'A', name: host as any })) {
    if (entry.name === host) match = entry;
  }
  if (match) await api.dns.records.update(match.id, { zone_id: zone, type: 'CNAME', name: host, content: target } as any);
}

// Also given the caller's record: that one may be of any type.
export async function moveOrUse(zone: string, host: string, address: string, given?: Cloudflare.DNS.Records.Record) {
  let match: Cloudflare.DNS.Records.Record | undefined = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'AAAA', name: host as any })) {
    if (entry.name === host) match = entry;
  }
  if (!match) match = given;
  if (match) await api.dns.records.update(match.id, { zone_id: zone, type: 'AAAA', name: host, content: address } as any);
}

// The record kept is handed to a helper that may retype it first.
export async function moveAfterFix(zone: string, host: string, address: string, fix: (r: object) => void) {
  let match: Cloudflare.DNS.Records.Record | undefined = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'AAAA', name: host as any })) {
    if (entry.name === host) match = entry;
  }
  if (!match) return;
  fix(match);
  await api.dns.records.update(match.id, { zone_id: zone, type: 'AAAA', name: host, content: address } as any);
}
