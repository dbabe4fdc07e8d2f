import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function zoneReport(zoneId: string) {
  const report = await cf.dns.analytics.reports.get({ zone_id: zoneId, metrics: 'queryCount' });
  return report.totals;
}

export async function firewallByTime(accountId: string, clusterId: string) {
  return cf.dnsFirewall.analytics.reports.bytimes.get(clusterId, { account_id: accountId, time_delta: 'day' });
}
