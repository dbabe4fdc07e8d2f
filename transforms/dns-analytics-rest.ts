import { ENDPOINTS as E } from '../src/cloudflare';
import { endpointNotice } from './lib/endpoint-notice';

const ZONE = 'the GraphQL Analytics API (POST /graphql, dataset dnsAnalyticsAdaptiveGroups on zones)';
const FIREWALL = 'the GraphQL Analytics API (POST /graphql, dataset dnsFirewallAnalyticsAdaptiveGroups on accounts)';

export default endpointNotice({
  id: 'dns-analytics-rest',
  eol: '2026-12-01',
  source: 'later',
  title: 'DNS and DNS Firewall analytics REST endpoints → GraphQL Analytics API',
  replacement: 'POST /client/v4/graphql (dnsAnalyticsAdaptiveGroups, dnsFirewallAnalyticsAdaptiveGroups)',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: E.dnsAnalyticsReport }, { template: E.dnsFirewallAnalyticsReport }],
  triggers: ['dns_analytics', 'analytics.reports'],
  example: 'fetch-report',
  explain: `The DNS Analytics REST API (GET /zones/:zone_id/dns_analytics/report and /report/bytime) and the
DNS Firewall Analytics REST API (GET /accounts/:account_id/dns_firewall/:dns_firewall_id/dns_analytics/report
and /report/bytime) reach their end of life on 2026-12-01. Their replacement is the GraphQL Analytics API
(POST https://api.cloudflare.com/client/v4/graphql): a query against dnsAnalyticsAdaptiveGroups (zones) or
dnsFirewallAnalyticsAdaptiveGroups (accounts) selecting the dimensions and metrics the code asked for in
dimensions=, metrics=, filters=. The response's shape changes completely: reported, not rewritten.
Not due before 2026-12-01: a run with the default --as-of before that date leaves it out (list says so);
run it early with --as-of 2026-12-01 or -t dns-analytics-rest.
Reports every anchored GET: raw clients, instances with the API base URL, in-file and configured
wrappers, and the SDK's dns.analytics.reports.get / .bytimes.get and
dnsFirewall.analytics.reports.get / .bytimes.get (cloudflare 3.x to 7.x).
Leaves alone: the GraphQL endpoint, the Zone Analytics routes (zone-analytics), every app's own
/dns_analytics routes, URLs on other hosts, and calls of a helper whose own request names the endpoint.`,
  links: [
    'https://developers.cloudflare.com/fundamentals/api/reference/deprecations/',
    'https://developers.cloudflare.com/analytics/graphql-api/',
  ],
  messages: {
    zone: `DNS Analytics REST API ends 2026-12-01: query {{target}}
{{call}} stops answering. Send the dimensions, metrics and filters it asks for as a GraphQL query (zones(filter: {zoneTag}) { dnsAnalyticsAdaptiveGroups(...) }) and map what the code reads from result.data / result.totals by hand.`,
    firewall: `DNS Firewall Analytics REST API ends 2026-12-01: query {{target}}
{{call}} stops answering. Send the dimensions, metrics and filters it asks for as a GraphQL query (accounts(filter: {accountTag}) { dnsFirewallAnalyticsAdaptiveGroups(...) }) and map what the code reads by hand.`,
  },
  routes: [
    { template: E.dnsAnalyticsReport, methods: ['GET'], message: 'zone', target: ZONE },
    { template: E.dnsAnalyticsByTime, methods: ['GET'], message: 'zone', target: ZONE },
    { template: E.dnsFirewallAnalyticsReport, methods: ['GET'], message: 'firewall', target: FIREWALL },
    { template: E.dnsFirewallAnalyticsByTime, methods: ['GET'], message: 'firewall', target: FIREWALL },
  ],
});
