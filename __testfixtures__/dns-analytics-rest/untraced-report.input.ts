import type { Transport } from './transport';

// The transport is handed in: its requests cannot be traced, the paths are written out here.
export async function queryReport(transport: Transport, zoneId: string, metrics: string[]) {
  return transport.get(`/zones/${zoneId}/dns_analytics/report?metrics=${metrics.join(',')}`);
}

export async function firewallByTime(transport: Transport, account: string, cluster: string) {
  return transport.get(['accounts', account, 'dns_firewall', cluster, 'dns_analytics', 'report', 'bytime'].join('/'));
}

export async function viaSdk(client: { dns: any }, zone_id: string) {
  return client.dns.analytics.reports.get({ zone_id, metrics: 'queryCount' });
}
