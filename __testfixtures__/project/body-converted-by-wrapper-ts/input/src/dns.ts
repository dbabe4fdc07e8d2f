// The zone's record client: createFlat sends the record in the dashboard's old flat shape.
const CF = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://dns-mirror.example.net/v1';

export interface SrvRecord {
  type: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

function flatten(rec: SrvRecord): Record<string, unknown> {
  return { type: rec.type, name: `${rec.data.service}.${rec.data.proto}.${rec.data.name}`, data: { ...rec.data } };
}

export async function createFlat(zone: string, rec: SrvRecord): Promise<unknown> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(flatten(rec)) });
  return res.json();
}

export async function mirrorFlat(zone: string, rec: SrvRecord): Promise<unknown> {
  const res = await fetch(`${MIRROR}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(flatten(rec)) });
  return res.json();
}
