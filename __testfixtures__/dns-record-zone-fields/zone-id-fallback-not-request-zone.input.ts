import Cloudflare from 'cloudflare';

const api = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });
const homeZone = process.env.HOME_ZONE ?? '';

export async function addHost(zoneId: string, host: string, ip: string) {
  const rec = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip, ttl: 1 } as any);
  // An empty id is not the record's zone.
  const blank = (rec as any).zone_id ?? '';
  // Another zone than the request's.
  const other = (rec as any).zone_id ?? homeZone;
  // The zone's name: nothing here says it is zoneId's name.
  const label = (rec as any).zone_name ?? zoneId;
  return { blank, other, label };
}

export async function copyHost(fromZone: string, toZone: string, host: string, ip: string) {
  const rec = await api.dns.records.create({ zone_id: toZone, type: 'A', name: host, content: ip } as any);
  return (rec as any).zone_id ?? fromZone;
}

// The same name, another binding: the callback's own zoneId is not the request's.
export async function tagged(zoneId: string, host: string, ip: string) {
  const rec = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip } as any);
  return ['a'].map((zoneId) => (rec as any).zone_id ?? zoneId);
}

// Two requests: the record read came from the other zone's.
export async function mirror(zoneId: string, spareZone: string, host: string, ip: string) {
  const first = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip } as any);
  const second = await api.dns.records.create({ zone_id: spareZone, type: 'A', name: host, content: ip } as any);
  return [first.id, (second as any).zone_id ?? zoneId];
}

// One let, given the answer of either zone's request.
export async function either(zoneId: string, spareZone: string, host: string, ip: string, spare: boolean) {
  let rec;
  if (spare) rec = await api.dns.records.create({ zone_id: spareZone, type: 'A', name: host, content: ip } as any);
  else rec = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip } as any);
  return (rec as any).zone_id ?? zoneId;
}
