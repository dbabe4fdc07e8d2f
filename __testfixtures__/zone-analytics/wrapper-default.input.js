const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function cfGet(path) {
  const res = await fetch(`${API_ROOT}${path}`, {
    headers: { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY },
  });
  return res.json();
}

export async function monthlyReport(zoneId) {
  const report = await cfGet(`/zones/${zoneId}/analytics/dashboard?since=-43200&until=0`);
  await saveReport(zoneId, report);
}

async function saveReport(zoneId, report) {
  console.log(zoneId, JSON.stringify(report));
}
