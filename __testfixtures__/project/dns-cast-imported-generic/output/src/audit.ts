import type { DnsRecord } from './types';
import type { CfList, CfOne } from './index';

const CF_API = 'https://api.cloudflare.com/client/v4';

// The URLs come from the caller; the generic envelopes, declared in another module, say what the body holds.
export async function lockedZones(url: string) {
  const res = await fetch(url);
  const page = (await res.json()) as CfList<DnsRecord>;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return page.result.filter((r) => r.locked ?? false).map((r) => r.zone_id);
}

export async function zoneOf(url: string): Promise<string> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  const { result } = (await res.json()) as CfOne<DnsRecord>;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return `${result.zone_name}: ${result.locked ? 'locked' : 'open'}`;
}

export const api = CF_API;
