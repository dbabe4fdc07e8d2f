// A helper that checks the record's service before sending it.
const API = 'https://api.cloudflare.com/client/v4';

interface SrvInput {
  type: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

async function api(path: string, record: SrvInput): Promise<unknown> {
  if (!record.data.service.startsWith('_')) throw new Error('service must start with _');
  const res = await fetch(`${API}${path}`, { method: 'POST', body: JSON.stringify(record) });
  return res.json();
}

export function addMinecraft(zone: string, host: string): Promise<unknown> {
  return api(`/zones/${zone}/dns_records`, { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port: 25565, target: host } });
}
