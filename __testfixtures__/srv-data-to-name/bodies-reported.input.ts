const CF = 'https://api.cloudflare.com/client/v4';

interface SrvData {
  service: string;
  proto: string;
  name: string;
  priority: number;
  weight: number;
  port: number;
  target: string;
}

export async function createFromTemplate(zoneId: string, zoneName: string, token: string, srvData: SrvData, extra: Partial<SrvData>) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  // The name here is the zone, not the full SRV name: which one did the author mean?
  await fetch(CF + '/zones/' + zoneId + '/dns_records', {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'SRV', name: 'example.com', data: { service: '_imaps', proto: '_tcp', name: zoneName, port: 993, priority: 0, weight: 1, target: 'mail.example.com' } }),
  });
  await fetch(CF + '/zones/' + zoneId + '/dns_records', { method: 'POST', headers, body: JSON.stringify({ type: 'SRV', data: srvData }) });
  await fetch(CF + '/zones/' + zoneId + '/dns_records', { method: 'POST', headers, body: JSON.stringify({ type: 'SRV', name: '_imaps._tcp.example.com', data: { ...extra, port: 993 } }) });
}
