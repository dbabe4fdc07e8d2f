const GRAPHQL = 'https://api.cloudflare.com/client/v4/graphql';

// Already on GraphQL.
export async function dnsQueries(zoneTag: string, token: string) {
  const query = `query ($zoneTag: string) { viewer { zones(filter: {zoneTag: $zoneTag}) { dnsAnalyticsAdaptiveGroups(limit: 10) { count } } } }`;
  const res = await fetch(GRAPHQL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { zoneTag } }),
  });
  return res.json();
}

// The app's own analytics backend uses the same path.
export async function ownReport(zoneId: string) {
  const res = await fetch(`/api/zones/${zoneId}/dns_analytics/report`);
  return res.json();
}

export async function partnerReport(zoneId: string) {
  const res = await fetch(`https://metrics.partner.example/zones/${zoneId}/dns_analytics/report`);
  return res.json();
}
