import type { Transport } from './transport';

// The transport is handed in: its requests cannot be traced, the paths are written out here.
export async function queryReport(transport: Transport, zoneId: string, metrics: string[]) {
  // cf-codemod(dns-analytics-rest): /zones/:zone_id/dns_analytics/report is written here, but its request is not traced to a Cloudflare client: POST /client/v4/graphql (dnsAnalyticsAdaptiveGroups, dnsFirewallAnalyticsAdaptiveGroups)
  return transport.get(`/zones/${zoneId}/dns_analytics/report?metrics=${metrics.join(',')}`);
}

export async function firewallByTime(transport: Transport, account: string, cluster: string) {
  // cf-codemod(dns-analytics-rest): /accounts/:account_id/dns_firewall/:dns_firewall_id/dns_analytics/report is written here, but its request is not traced to a Cloudflare client: POST /client/v4/graphql (dnsAnalyticsAdaptiveGroups, dnsFirewallAnalyticsAdaptiveGroups)
  return transport.get(['accounts', account, 'dns_firewall', cluster, 'dns_analytics', 'report', 'bytime'].join('/'));
}

export async function viaSdk(client: { dns: any }, zone_id: string) {
  // cf-codemod(dns-analytics-rest): .dns.analytics.reports.get() (/zones/:zone_id/dns_analytics/report) is written here, but its request is not traced to a Cloudflare client: POST /client/v4/graphql (dnsAnalyticsAdaptiveGroups, dnsFirewallAnalyticsAdaptiveGroups)
  return client.dns.analytics.reports.get({ zone_id, metrics: 'queryCount' });
}
