// Samples that are not Cloudflare SRV records: a service-discovery entry, and an MX answer.
export type Advert = typeof advertSample;
const advertSample = {
  type: 'SRV',
  name: 'printer.local',
  content: 'ipp',
  ttl: 120,
  data: { service: '_ipp', proto: '_tcp', name: 'printer.local', port: 631 },
};

export type MxRecord = typeof mxSample;
const mxSample = {
  id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  type: 'MX' as const,
  name: 'example.org',
  content: 'mx.example.org',
  proxiable: false,
  proxied: false,
  ttl: 300,
  data: { service: 'mail', name: 'mx.example.org' },
};

export const ports = (a: Advert): number => a.data.port;

export async function mailRecords(zoneId: string, token: string): Promise<MxRecord[]> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records?type=MX`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { result: MxRecord[] }).result;
}
