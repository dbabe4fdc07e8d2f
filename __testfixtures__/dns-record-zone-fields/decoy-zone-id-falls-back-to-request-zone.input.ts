import Cloudflare from 'cloudflare';

const api = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

export interface HostRow { id: string; host: string; zone: string }

// The answer's zone_id is read defensively: when it is missing, the zone this very request went to.
export async function addHost(zoneId: string, host: string, ip: string): Promise<HostRow> {
  const rec = await api.dns.records.create({ zone_id: zoneId, type: 'A', name: host, content: ip, ttl: 1 } as any);
  return { id: rec.id, host: rec.name, zone: (rec as any).zone_id ?? zoneId };
}

export async function repoint(zoneId: string, recordId: string, ip: string): Promise<HostRow> {
  const rec = await api.dns.records.update(recordId, { zone_id: zoneId, type: 'A', name: 'www', content: ip } as any);
  return { id: rec.id, host: rec.name, zone: (rec as { zone_id?: string }).zone_id || zoneId };
}

// The zone read off the same params, the request's body built beforehand.
export async function addFromParams(params: { zone_id: string; name: string; content: string }) {
  const body: any = { zone_id: params.zone_id, type: 'A', name: params.name, content: params.content };
  const rec = await api.dns.records.create(body);
  return { id: rec.id, zone: (rec as any).zone_id ?? params.zone_id };
}
