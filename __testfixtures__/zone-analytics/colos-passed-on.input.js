// The raw per-colo payload is handed to the dashboard as it is: no field is read here.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function coloBreakdown(zoneId, token) {
  const res = await fetch(`${CF_API}/zones/${zoneId}/analytics/colos?since=-1440&until=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

module.exports = { coloBreakdown };
