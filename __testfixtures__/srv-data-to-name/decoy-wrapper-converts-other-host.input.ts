// A helper for the internal registry that checks the service first; the registry is not Cloudflare.
const REGISTRY = 'https://registry.internal.example/v2';

interface SrvInput {
  type: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

async function api(path: string, record: SrvInput): Promise<unknown> {
  if (!record.data.service.startsWith('_')) throw new Error('service must start with _');
  const res = await fetch(`${REGISTRY}${path}`, { method: 'POST', body: JSON.stringify(record) });
  return res.json();
}

export function addMinecraft(zone: string, host: string): Promise<unknown> {
  return api(`/zones/${zone}/dns_records`, { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port: 25565, target: host } });
}
