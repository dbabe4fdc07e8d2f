// A nightly report: the endpoints it reads are listed once, then requested in a loop.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface Source {
  name: string;
  url: string;
}

export async function nightlyReport(zoneId: string, token: string) {
  const sources: Source[] = [
    { name: 'dashboard', url: `${CF_API}/zones/${zoneId}/analytics/dashboard?since=-1440` },
    { name: 'colos', url: `${CF_API}/zones/${zoneId}/analytics/colos?since=-1440` },
    { name: 'zone', url: `${CF_API}/zones/${zoneId}` },
  ];
  const report: Record<string, unknown> = {};
  for (const source of sources) {
    // cf-codemod(zone-analytics): zone analytics API removed 2021-03-01: query the GraphQL Analytics API (httpRequests1hGroups) instead
    // cf-codemod(zone-analytics): zone analytics API removed 2021-03-01: query GraphQL Analytics (httpRequestsAdaptiveGroups by coloCode) instead
    const res = await fetch(source.url, { headers: { Authorization: `Bearer ${token}` } });
    report[source.name] = await res.json();
  }
  return report;
}

export async function quickLook(zoneId: string, token: string) {
  const urls = [`${CF_API}/zones/${zoneId}/analytics/dashboard`, `${CF_API}/zones/${zoneId}/settings`];
  // cf-codemod(zone-analytics): zone analytics API removed 2021-03-01: query the GraphQL Analytics API (httpRequests1dGroups) instead
  const replies = await Promise.all(urls.map((url) => fetch(url, { headers: { Authorization: `Bearer ${token}` } })));
  return Promise.all(replies.map((r) => r.json()));
}
