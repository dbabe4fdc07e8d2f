const CF_API = 'https://api.cloudflare.com/client/v4';

export interface TrafficPoint {
  at: string;
  requests: number;
  threats: number;
}

export async function dailyTraffic(zoneId: string, token: string) {
  const res = await fetch(`${CF_API}/zones/${zoneId}/analytics/dashboard?since=-1440&continuous=true`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`analytics: ${res.status}`);
  const body = await res.json();
  const totals = body.result.totals;
  const points: TrafficPoint[] = body.result.timeseries.map((p: any) => ({
    at: p.since,
    requests: p.requests.all,
    threats: p.threats.all,
  }));
  return {
    requests: totals.requests.all,
    cached: totals.requests.cached,
    bandwidth: totals.bandwidth.all,
    visitors: totals.uniques.all,
    points,
  };
}
