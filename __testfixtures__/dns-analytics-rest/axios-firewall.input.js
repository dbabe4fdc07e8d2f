const axios = require('axios');

const http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function firewallTotals(accountId, clusterId) {
  const { data } = await http.get(`/accounts/${accountId}/dns_firewall/${clusterId}/dns_analytics/report`, {
    params: { metrics: 'queryCount,uncachedCount' },
  });
  return data.result.totals;
}

async function firewallSeries(accountId, clusterId) {
  const { data } = await http.get(`/accounts/${accountId}/dns_firewall/${clusterId}/dns_analytics/report/bytime`);
  return data.result;
}

module.exports = { firewallTotals, firewallSeries };
