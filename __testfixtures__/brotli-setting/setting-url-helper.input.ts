const baseUrl: string = process.env.CLOUDFLARE_BASE || 'https://api.cloudflare.com/client/v4';

function zoneSetting(zoneId: string, id: string): string {
  return baseUrl + '/zones/' + zoneId + '/settings/' + id;
}

export async function harden(zoneId: string, token: string): Promise<void> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  await fetch(zoneSetting(zoneId, 'min_tls_version'), { method: 'PATCH', headers, body: JSON.stringify({ value: '1.2' }) });
  await fetch(zoneSetting(zoneId, 'brotli'), { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
}
