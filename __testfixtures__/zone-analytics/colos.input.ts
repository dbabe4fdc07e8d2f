import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

export async function busiestColos(zoneId: string, token: string) {
  const res = await axios.get(`${API}/zones/${zoneId}/analytics/colos?since=-10080`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.data.result
    .map((c: any) => ({ colo: c.colo_id, requests: c.totals.requests.all }))
    .sort((a: any, b: any) => b.requests - a.requests)
    .slice(0, 5);
}
