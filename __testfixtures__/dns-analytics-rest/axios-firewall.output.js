const axios = require('axios');

const http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function firewallTotals(accountId, clusterId) {
  // cf-codemod(dns-analytics-rest): DNS Firewall Analytics REST API ends 2026-12-01: query the GraphQL Analytics API (POST /graphql, dataset dnsFirewallAnalyticsAdaptiveGroups on accounts)
  const { data } = await http.get(`/accounts/${accountId}/dns_firewall/${clusterId}/dns_analytics/report`, {
    params: { metrics: 'queryCount,uncachedCount' },
  });
  return data.result.totals;
}

async function firewallSeries(accountId, clusterId) {
  // cf-codemod(dns-analytics-rest): DNS Firewall Analytics REST API ends 2026-12-01: query the GraphQL Analytics API (POST /graphql, dataset dnsFirewallAnalyticsAdaptiveGroups on accounts)
  const { data } = await http.get(`/accounts/${accountId}/dns_firewall/${clusterId}/dns_analytics/report/bytime`);
  return data.result;
}

module.exports = { firewallTotals, firewallSeries };
