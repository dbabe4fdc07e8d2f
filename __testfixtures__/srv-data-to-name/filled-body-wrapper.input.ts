const CF = 'https://api.cloudflare.com/client/v4';

function patchRecord(zone: string, id: string, body: Record<string, unknown>) {
  return fetch(`${CF}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` }, body: JSON.stringify(body) });
}

export async function pointService(zone: string, id: string, host: string, port: number) {
  const update: Record<string, unknown> = { proxied: false };
  update.type = 'SRV';
  update.data = { service: '_matrix', proto: '_tcp', name: 'chat', priority: 10, weight: 0, port, target: host };
  await patchRecord(zone, id, update);
}

export async function pointAny(zone: string, id: string, kind: string, host: string) {
  const update: Record<string, unknown> = {};
  update.data = { service: '_matrix', proto: '_tcp', name: 'chat', priority: 10, weight: 0, port: 8448, target: host };
  update.type = kind;
  await patchRecord(zone, id, update);
}
