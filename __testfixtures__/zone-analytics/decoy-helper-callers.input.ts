// A CDN of another vendor with an analytics dashboard under its zones.
// Not a Cloudflare call: nothing changes.
const CF_API = 'https://stats.example-cdn.io/api';

type Dashboard = { result: { totals: { requests: { all: number } } } };

const dashboard = async (zoneId: string, since: string): Promise<Dashboard> => {
  const res = await fetch(`${CF_API}/zones/${zoneId}/analytics/dashboard?since=${since}`, {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  });
  return (await res.json()) as Dashboard;
};

export async function digest(zoneId: string): Promise<number> {
  const data = await dashboard(zoneId, '-1440');
  return data.result.totals.requests.all;
}

void digest(process.env.ZONE_ID ?? '').then((n) => console.log(`${n} requests`));
