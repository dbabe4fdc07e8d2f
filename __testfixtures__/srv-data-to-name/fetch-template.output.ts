const API = 'https://api.cloudflare.com/client/v4';

export async function publishMinecraft(zoneId: string, token: string, domain: string, port: number) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'SRV',
      name: `_minecraft._tcp.${domain}`,
      data: {
        priority: 0,
        weight: 5,
        port,
        target: `mc.${domain}`,
      },
      ttl: 1,
    }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(body.errors[0].message);
  return body.result.id;
}

export async function minecraftPorts(zoneId: string, token: string): Promise<number[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result
    .filter((r: any) => r.type === 'SRV' && r.name.split('.')[0] === '_minecraft')
    .map((r: any) => r.data.port);
}
