// The same shape sent to a local DNS server's API: not Cloudflare's.
const PDNS = 'http://127.0.0.1:8081/api/v1/servers/localhost';

function patchRecord(zone: string, id: string, body: Record<string, unknown>) {
  return fetch(`${PDNS}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export async function pointService(zone: string, id: string, host: string, port: number) {
  const update: Record<string, unknown> = {};
  update.type = 'SRV';
  update.data = { service: '_matrix', proto: '_tcp', name: 'chat', priority: 10, weight: 0, port, target: host };
  await patchRecord(zone, id, update);
}
