const baseUrl: string = process.env.CLOUDFLARE_BASE || 'https://api.cloudflare.com/client/v4';
const otherBase: string = process.env.EDGE_BASE || 'https://edge.example.test/api';

function zoneSetting(zoneId: string, id: string): string {
  return baseUrl + '/zones/' + zoneId + '/settings/' + id;
}
function edgeSetting(zoneId: string, id: string): string {
  return otherBase + '/zones/' + zoneId + '/settings/' + id;
}

export async function harden(zoneId: string, id: string): Promise<void> {
  await fetch(zoneSetting(zoneId, 'tls_1_3'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(edgeSetting(zoneId, 'brotli'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await fetch(zoneSetting(zoneId, id), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
