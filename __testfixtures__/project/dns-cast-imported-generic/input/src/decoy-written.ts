import type { DnsRecord, Report } from './types';

const CF_API = 'https://api.cloudflare.com/client/v4';

// Records this module writes itself, checked against the type with `satisfies`: their fields are the ones written here.
export function draft(zone: string, name: string): string {
  const entry = { id: '', type: 'A', name, content: '192.0.2.1', ttl: 1, zone_id: zone, zone_name: name, locked: false } satisfies DnsRecord;
  return `${CF_API}/zones/${entry.zone_id}/dns_records?locked=${entry.locked}`;
}

export function drafts(zone: string, names: string[]): string[] {
  const list = names.map((name) => ({ id: '', type: 'CNAME', name, content: 'example.com', ttl: 1, zone_id: zone, zone_name: name, locked: false })) satisfies DnsRecord[];
  return list.map((e) => `${e.zone_name}@${e.zone_id}:${e.locked}`);
}

// A generic whose `result` is not its parameter: the summary's fields, not a record's.
export async function summary(url: string): Promise<string> {
  const res = await fetch(url);
  const report = (await res.json()) as Report<DnsRecord>;
  return `${report.result.zone_id} ${report.result.locked}`;
}
