import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function zoneReport(zoneId: string) {
  // cf-codemod(dns-analytics-rest): DNS Analytics REST API ends 2026-12-01: query the GraphQL Analytics API (POST /graphql, dataset dnsAnalyticsAdaptiveGroups on zones)
  const report = await cf.dns.analytics.reports.get({ zone_id: zoneId, metrics: 'queryCount' });
  return report.totals;
}

export async function firewallByTime(accountId: string, clusterId: string) {
  // cf-codemod(dns-analytics-rest): DNS Firewall Analytics REST API ends 2026-12-01: query the GraphQL Analytics API (POST /graphql, dataset dnsFirewallAnalyticsAdaptiveGroups on accounts)
  return cf.dnsFirewall.analytics.reports.bytimes.get(clusterId, { account_id: accountId, time_delta: 'day' });
}
