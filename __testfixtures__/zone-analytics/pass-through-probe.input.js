const CF_API = 'https://api.cloudflare.com/client/v4';

async function probe(url, token) {
  const r = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return r.json();
}

export async function zoneDashboard(zoneId, token) {
  const body = await probe(`${CF_API}/zones/${zoneId}/analytics/dashboard?since=-1440`, token);
  return body.result.totals;
}

export async function health(token) {
  return probe('https://status.example.com/zones/all/analytics/dashboard', token);
}
