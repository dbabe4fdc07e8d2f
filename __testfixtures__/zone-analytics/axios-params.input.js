const axios = require('axios');

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4/',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function incidentWindow(zoneId) {
  const { data } = await cloudflare.get(`zones/${zoneId}/analytics/dashboard`, {
    params: { since: '2020-11-01T00:00:00Z', until: '2020-11-01T03:00:00Z', continuous: false },
  });
  const { totals } = data.result;
  return {
    pageviews: totals.pageviews.all,
    byCountry: totals.requests.country,
    blocked: totals.threats.all,
  };
}

module.exports = { incidentWindow };
