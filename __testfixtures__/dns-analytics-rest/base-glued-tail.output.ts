import axios from 'axios';

// A client whose base holds the account: its callers pass the rest of the path.
const cf = axios.create({
  baseURL: `https://api.cloudflare.com/client/v4/accounts/${process.env.CF_ACCOUNT_ID}`,
  headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
});

// The query (or `/bytime` and its query) glued to the report: reported, left as written.
export async function clusterReport(clusterId: string, rest: string) {
  // cf-codemod(dns-analytics-rest): /accounts/:account_id/dns_firewall/:dns_firewall_id/dns_analytics/report is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): POST /client/v4/graphql (dnsAnalyticsAdaptiveGroups, dnsFirewallAnalyticsAdaptiveGroups)
  const { data } = await cf.get(`/dns_firewall/${clusterId}/dns_analytics/report${rest}`);
  return data.result;
}

// A segment that only starts with the report's word: another resource.
export async function clusterReports(clusterId: string, rest: string) {
  const { data } = await cf.get(`/dns_firewall/${clusterId}/dns_analytics/reports${rest}`);
  return data.result;
}
