// Traffic digest: dashboard() reads the zone analytics dashboard (a fixed endpoint, the zone id
// from its caller). That request gets the finding; digest() and the entry call only call the helper.
const CF_API = 'https://api.cloudflare.com/client/v4';

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
