import type { VoipSrv } from '../model/records';

const CLOUDFLARE = 'https://api.cloudflare.com/client/v4';

export async function registerTenant(zoneId: string, tenant: string, port: number): Promise<unknown> {
  const srv: VoipSrv = {
    type: 'SRV',
    name: `_sips._tcp.${tenant}`,
    ttl: 120,
    data: { priority: 10, weight: 60, port, target: `pbx.${tenant}` },
  };
  const res = await fetch(`${CLOUDFLARE}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(srv) });
  return res.json();
}
