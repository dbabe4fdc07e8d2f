import Cloudflare from 'cloudflare';

const api = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// The zone is written again through an array pattern after the request.
export async function addFirst(zones: string[], host: string, ip: string) {
  let zoneId = zones[0];
  const rec = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip } as any);
  [zoneId] = zones.slice(1);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return (rec as any).zone_id ?? zoneId;
}

// A parameter written through an object pattern.
export async function addMoved(zoneId: string, moves: { zoneId: string }, host: string, ip: string) {
  const rec = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip } as any);
  ({ zoneId } = moves);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return (rec as any).zone_id || zoneId;
}

// A member of the params written by a loop's head.
export async function addEach(params: { zone_id: string; name: string }, keys: Record<string, string>, ip: string) {
  const rec = await api.dns.records.create({ zone_id: params.zone_id, type: 'A', name: params.name, content: ip } as any);
  for (params.zone_id in keys) console.log(params.zone_id);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return (rec as any).zone_id ?? params.zone_id;
}
