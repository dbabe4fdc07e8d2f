import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });
const client = cf;

// The SDK has no method for the old dashboard, so the report calls the path directly.
export async function weeklyReport(zoneId: string) {
  const body: any = await client.get('/zones/' + zoneId + '/analytics/dashboard?since=-10080');
  return {
    requests: body.result.totals.requests.all,
    threats: body.result.totals.threats.all,
  };
}

export async function colos(zoneId: string) {
  return cf.get(`/zones/${zoneId}/analytics/colos`, { query: { since: -60 } });
}
