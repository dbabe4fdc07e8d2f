const API = 'https://api.cloudflare.com/client/v4';

export async function queriesByType(zoneId: string, token: string) {
  const params = new URLSearchParams({ dimensions: 'queryType', metrics: 'queryCount', since: '2026-11-01T00:00:00Z' });
  const res = await fetch(`${API}/zones/${zoneId}/dns_analytics/report?${params}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result.data.map((row: { dimensions: string[]; metrics: number[] }) => [row.dimensions[0], row.metrics[0]]);
}

export async function hourly(zoneId: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_analytics/report/bytime?metrics=queryCount&time_delta=hour`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()).result;
}
