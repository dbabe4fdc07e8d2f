import express from 'express';

const API = 'https://api.cloudflare.com/client/v4';
const app = express();

// Our own dashboard endpoint, same path words.
app.get('/zones/:zone_id/analytics/dashboard', async (req, res) => {
  res.json(await buildDashboard(req.params.zone_id));
});

// Already on GraphQL Analytics.
export async function requestsToday(zoneTag: string, token: string) {
  const res = await fetch(`${API}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($zoneTag: string) { viewer { zones(filter: {zoneTag: $zoneTag}) { httpRequests1dGroups(limit: 1) { sum { requests } } } } }',
      variables: { zoneTag },
    }),
  });
  return res.json();
}

// Argo latency analytics: a different, current endpoint.
export const argoLatency = (zoneId: string) => fetch(`${API}/zones/${zoneId}/analytics/latency`);

// Another product's dashboard API.
export const plausible = (site: string) => fetch(`https://plausible.io/api/v1/stats/aggregate?site_id=${site}&period=day`);

declare function buildDashboard(zoneId: string): Promise<unknown>;
