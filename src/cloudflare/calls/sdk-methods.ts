/**
 * The `cloudflare` npm package's methods that reach the endpoints of the deprecation schedule, by
 * generation, as data: which HTTP method and endpoint each one calls and which argument carries the
 * request body. Endpoints use the schedule's templates; `{N}` stands for the text of argument N when
 * it is a string (a setting id), `{N?}` for the same segment, dropped when argument N is an object
 * (an overload without the id, such as v3.0.0's bulk `zones.settings.edit({zone_id, items})`).
 *
 * Checked against the published packages (npm `cloudflare`): 1.0.5, 1.1.1; 2.1.1, 2.2.0, 2.4.1,
 * 2.5.1, 2.7.0, 2.8.0, 2.9.1 (the last 2.x); 3.0.0, 3.2.0, 3.4.0, 3.5.0, 4.0.0, 4.1.0, 4.2.0, 4.5.0,
 * 5.2.0, 6.5.0, 7.3.0, by calling every row's chain on a client with a stub `fetch` and reading the
 * method and path it sent (and which argument the body came from). v2's `argoTunnels` is in the
 * node-cloudflare repository's master only (commit b168f5d, package.json still 2.9.1): no npm release
 * has it, so it is reached only by code installed from GitHub.
 *
 * Generations:
 * - v1 (`cloudflare` 1.x): flat methods on the client (`client.addDNS(DNSRecord.create({...}))`).
 * - v2 ("node-cloudflare", `require('cloudflare')({token})`): resources with positional arguments,
 *   the zone or account id first, the body last. Published 2.x has only dnsRecords, zoneSettings,
 *   zones, user, ips, pageRules, zoneCustomHostNames, the workers, KV and stream resources: no
 *   firewall, filters, rate limits, load balancers, billing, organizations or analytics.
 * - v3+ (`new Cloudflare({apiToken})`, v3 to v7): nested resources taking one params object (the
 *   body plus path parameters such as `zone_id`), after the resource's own ids. Exceptions in
 *   3.0–3.5: the legacy firewall.rules, filters, rateLimits, firewall.waf.packages(.list/.get),
 *   firewall.waf.overrides and billing.profiles take the zone (account) id first and the body or
 *   query as a separate last argument (`firewall.rules.create(zoneId, [rule])`); they take params
 *   from 4.0. v7 moved every path parameter but the last into the params object
 *   (`firewall.waf.packages.groups.get(groupId, {zone_id, package_id})`); the last id stays first.
 */
import { ENDPOINTS } from '../urls/endpoints';

export type SdkGeneration = 'v1' | 'v2' | 'v3+';

export interface SdkMethod {
  /** Member names after the receiver, e.g. `dns.records.create`. */
  chain: string;
  generation: SdkGeneration;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  /** The argument holding the body or params object; 'last' for v3+ (its params object is the last argument). */
  body?: number | 'last';
  /**
   * The package versions (an npm range, src/version-range.ts) in which the chain calls `endpoint`, when
   * narrower than its generation's (GENERATION_VERSIONS): outside them it calls another endpoint or does
   * not exist. Only what the published packages checked above show; a version not checked between two
   * that differ counts as calling it.
   */
  versions?: string;
}

/** The versions of each generation: 1.x, 2.x (and node-cloudflare's master, still 2.9.1), 3.0 on. */
export const GENERATION_VERSIONS: Record<SdkGeneration, string> = { v1: '1.x', v2: '2.x', 'v3+': '>=3.0.0' };

/** The versions (an npm range) in which a method calls its endpoint: its own, else its generation's. */
export const versionsOf = (m: SdkMethod): string => m.versions ?? GENERATION_VERSIONS[m.generation];

/** The rows, each calling its endpoint only in `versions` (an npm range). */
const within = (versions: string, rows: SdkMethod[]): SdkMethod[] => rows.map((m) => ({ ...m, versions }));

type Row = [chain: string, method: SdkMethod['method'], endpoint: string, body?: number | 'last'];

const v3 = (rows: Row[]): SdkMethod[] =>
  rows.map(([chain, method, endpoint, body = 'last']) => ({ chain, generation: 'v3+', method, endpoint, body }));
const v2 = (rows: Row[]): SdkMethod[] =>
  rows.map(([chain, method, endpoint, body]) => ({ chain, generation: 'v2', method, endpoint, body }));
const v1 = (rows: Row[]): SdkMethod[] =>
  rows.map(([chain, method, endpoint, body]) => ({ chain, generation: 'v1', method, endpoint, body }));

/** CRUD methods of a v3+ resource under `base`, on a collection path and an item path. */
function v3Resource(resource: string, collection: string, item: string, extra: Row[] = []): SdkMethod[] {
  return v3([
    [`${resource}.create`, 'POST', collection],
    [`${resource}.list`, 'GET', collection],
    [`${resource}.get`, 'GET', item],
    [`${resource}.update`, 'PUT', item],
    [`${resource}.edit`, 'PATCH', item],
    [`${resource}.delete`, 'DELETE', item],
    ...extra,
  ]);
}

const DNS_RECORDS = ENDPOINTS.dnsRecords;
const DNS_RECORD = ENDPOINTS.dnsRecord;
const DNS_SETTINGS = ENDPOINTS.dnsSettings;
const SETTINGS = ENDPOINTS.zoneSettings;
const TUNNELS = ENDPOINTS.tunnels;
const TUNNEL = ENDPOINTS.tunnel;
const BOOKMARKS = ENDPOINTS.accessBookmarks;
const BOOKMARK = ENDPOINTS.accessBookmark;
const FIREWALL_RULES = ENDPOINTS.firewallRules;
const FIREWALL_RULE = ENDPOINTS.firewallRule;
const FILTERS = ENDPOINTS.filters;
const FILTER = ENDPOINTS.filter;
const RATE_LIMITS = ENDPOINTS.rateLimits;
const RATE_LIMIT = ENDPOINTS.rateLimit;
const WAF_PACKAGES = ENDPOINTS.wafPackages;
const WAF_PACKAGE = ENDPOINTS.wafPackage;
const WAF_OVERRIDES = ENDPOINTS.wafOverrides;
const WAF_OVERRIDE = ENDPOINTS.wafOverride;
const POOLS = ENDPOINTS.pools;
const POOL = ENDPOINTS.pool;

export const SDK_METHODS: SdkMethod[] = [
  // v3 to v7
  ...v3Resource('dns.records', DNS_RECORDS, DNS_RECORD),
  // DNS settings: zones.dnsSettings (3.0–3.2), dns.settings (3.3–4.1: with account_id instead of zone_id
  // it calls /accounts/:account_id/dns_settings), dns.settings.zone (4.2+). Read in the SDK's source at
  // each tag from v3.0.0 to v4.5.0 (src/resources/zones/dns-settings.ts, src/resources/dns/settings*):
  // 3.3.0 moved the resource to dns.settings, 4.2.0 left it only zone and account children. The
  // specification's reference/client-code-surface.md says 3.3–4.4 and 4.5+; the source says 4.2.
  ...within('>=3.0.0 <3.3.0', v3([
    ['zones.dnsSettings.get', 'GET', DNS_SETTINGS],
    ['zones.dnsSettings.edit', 'PATCH', DNS_SETTINGS],
  ])),
  ...within('>=3.3.0 <4.2.0', v3([
    ['dns.settings.get', 'GET', DNS_SETTINGS],
    ['dns.settings.edit', 'PATCH', DNS_SETTINGS],
  ])),
  ...within('>=4.2.0', v3([
    ['dns.settings.zone.get', 'GET', DNS_SETTINGS],
    ['dns.settings.zone.edit', 'PATCH', DNS_SETTINGS],
  ])),
  ...v3([
    // zones.settings.edit/get: 3.0.0 ({zone_id, items} / {zone_id}, the whole list), absent in 3.2–3.4
    // (per-setting objects, see sdkMethod), edit(settingId, {zone_id, value}) from 3.5. (3.1 not checked.)
    ['zones.settings.edit', 'PATCH', `${SETTINGS}/{0?}`],
    ['zones.settings.get', 'GET', `${SETTINGS}/{0?}`],
  ]).map((m) => ({ ...m, versions: '>=3.0.0 <3.2.0 || >=3.5.0' })),
  // The /tunnels rows hold for 3.0–3.5. 4.0–4.1 call /cfd_tunnel from every one of these methods; 4.2
  // moved create/get/delete/edit/connections under tunnels.cloudflared and kept only list, which calls
  // GET /tunnels again (list all tunnels). edit and connections.get called /cfd_tunnel from the start.
  ...within('>=3.0.0 <4.0.0', v3([
    ['zeroTrust.tunnels.create', 'POST', TUNNELS],
    ['zeroTrust.tunnels.get', 'GET', TUNNEL],
    ['zeroTrust.tunnels.delete', 'DELETE', TUNNEL],
    ['zeroTrust.tunnels.connections.delete', 'DELETE', ENDPOINTS.tunnelConnections],
  ])),
  ...within('>=3.0.0 <4.0.0 || >=4.2.0', v3([['zeroTrust.tunnels.list', 'GET', TUNNELS]])),
  ...v3([
    ['zeroTrust.tunnels.edit', 'PATCH', ENDPOINTS.cfdTunnel],
    ['zeroTrust.tunnels.connections.get', 'GET', ENDPOINTS.cfdTunnelConnections],
  ]),
  // Bookmarks from 3.4 take the bookmark id first, create included (the client chose it):
  // create(bookmarkId, { account_id, body }). 3.0: create/update(accountId, uuid) with no body at all;
  // 3.2: create/update(accountId, uuid, body); get/delete(accountId, uuid) and list(accountId) in both.
  ...v3([
    ['zeroTrust.access.bookmarks.create', 'POST', BOOKMARK],
    ['zeroTrust.access.bookmarks.list', 'GET', BOOKMARKS],
    ['zeroTrust.access.bookmarks.get', 'GET', BOOKMARK],
    ['zeroTrust.access.bookmarks.update', 'PUT', BOOKMARK],
    ['zeroTrust.access.bookmarks.delete', 'DELETE', BOOKMARK],
  ]),
  // Access applications (v4: account_id or zone_id in the params picks the route; the account one is
  // named here) and Gateway rules. Neither has an edit (PATCH).
  ...v3Resource('zeroTrust.access.applications', ENDPOINTS.accessApps, ENDPOINTS.accessApp).filter((m) => m.chain !== 'zeroTrust.access.applications.edit'),
  ...v3Resource('zeroTrust.gateway.rules', ENDPOINTS.gatewayRules, ENDPOINTS.gatewayRule).filter((m) => m.chain !== 'zeroTrust.gateway.rules.edit'),
  // Bulk methods from 4.0. Filters have no edit, rate limits no update (their edit sends PUT: the API
  // has no PATCH for a rate limit), WAF overrides no edit.
  ...v3Resource('firewall.rules', FIREWALL_RULES, FIREWALL_RULE),
  ...within('>=4.0.0', v3([
    ['firewall.rules.bulkDelete', 'DELETE', FIREWALL_RULES],
    ['firewall.rules.bulkEdit', 'PATCH', FIREWALL_RULES],
    ['firewall.rules.bulkUpdate', 'PUT', FIREWALL_RULES],
    ['filters.bulkDelete', 'DELETE', FILTERS],
    ['filters.bulkUpdate', 'PUT', FILTERS],
  ])),
  ...v3Resource('filters', FILTERS, FILTER).filter((m) => m.chain !== 'filters.edit'),
  ...v3Resource('rateLimits', RATE_LIMITS, RATE_LIMIT)
    .filter((m) => m.chain !== 'rateLimits.update')
    .map((m) => (m.chain === 'rateLimits.edit' ? { ...m, method: 'PUT' as const } : m)),
  ...v3([
    ['firewall.waf.packages.list', 'GET', WAF_PACKAGES],
    ['firewall.waf.packages.get', 'GET', WAF_PACKAGE],
    ['firewall.waf.packages.groups.list', 'GET', ENDPOINTS.wafGroups],
    ['firewall.waf.packages.groups.get', 'GET', ENDPOINTS.wafGroup],
    ['firewall.waf.packages.groups.edit', 'PATCH', ENDPOINTS.wafGroup],
    ['firewall.waf.packages.rules.list', 'GET', ENDPOINTS.wafRules],
    ['firewall.waf.packages.rules.get', 'GET', ENDPOINTS.wafRule],
    ['firewall.waf.packages.rules.edit', 'PATCH', ENDPOINTS.wafRule],
  ]),
  ...v3Resource('firewall.waf.overrides', WAF_OVERRIDES, WAF_OVERRIDE).filter((m) => m.chain !== 'firewall.waf.overrides.edit'),
  ...v3([
    ['billing.profiles.get', 'GET', ENDPOINTS.accountBillingProfile],
    ['user.billing.profile.get', 'GET', ENDPOINTS.userBillingProfile],
  ]),
  ...within('>=3.1.0', v3([['user.billing.history.list', 'GET', ENDPOINTS.userBillingHistory]])), // 3.2+ (3.1 not checked)
  ...within('>=3.0.0 <3.2.0', v3([['user.billing.history.get', 'GET', ENDPOINTS.userBillingHistory]])), // 3.0 only
  // Page Rules (v3+): create({zone_id, targets, actions}), update/edit(pageruleId, {zone_id, …}).
  ...v3([
    ['pageRules.create', 'POST', ENDPOINTS.pageRules],
    ['pageRules.update', 'PUT', ENDPOINTS.pageRule],
    ['pageRules.edit', 'PATCH', ENDPOINTS.pageRule],
  ]),
  // Rulesets (v3+), the calls that send rules: zone_id or account_id in the params object (the
  // account-level ruleset is reached through the zone template, which only names the resource).
  ...v3([
    ['rulesets.create', 'POST', ENDPOINTS.rulesets],
    ['rulesets.update', 'PUT', ENDPOINTS.ruleset],
    ['rulesets.phases.update', 'PUT', ENDPOINTS.rulesetPhaseEntrypoint],
    ['rulesets.rules.create', 'POST', ENDPOINTS.rulesetRules],
    ['rulesets.rules.edit', 'PATCH', ENDPOINTS.rulesetRule],
  ]),
  // bulkEdit (4.0+): PATCH of every pool of the account, {account_id, notification_email} only.
  ...v3Resource('loadBalancers.pools', POOLS, POOL),
  ...within('>=4.0.0', v3([['loadBalancers.pools.bulkEdit', 'PATCH', POOLS]])),
  // 3.0.0 only: the user-level pools, create(body), update/edit(poolId, body), get/delete(poolId). (3.1 not checked.)
  ...within('>=3.0.0 <3.2.0', v3Resource('user.loadBalancers.pools', ENDPOINTS.userPools, ENDPOINTS.userPool)),

  // Endpoints of later notices (later-deprecations.md), checked against the package's api.md and
  // sources (3.x to 7.x). KV namespaces are absent on purpose: kv.namespaces.* calls /storage/kv.
  ...v3([
    ['registrar.domains.list', 'GET', ENDPOINTS.registrarDomains],
    ['registrar.domains.get', 'GET', ENDPOINTS.registrarDomain],
    ['registrar.domains.update', 'PUT', ENDPOINTS.registrarDomain],
    ['dns.analytics.reports.get', 'GET', ENDPOINTS.dnsAnalyticsReport],
    ['dns.analytics.reports.bytimes.get', 'GET', ENDPOINTS.dnsAnalyticsByTime],
    ['dnsFirewall.analytics.reports.get', 'GET', ENDPOINTS.dnsFirewallAnalyticsReport],
    ['dnsFirewall.analytics.reports.bytimes.get', 'GET', ENDPOINTS.dnsFirewallAnalyticsByTime],
    ['zeroTrust.devices.list', 'GET', ENDPOINTS.devices],
    ['zeroTrust.devices.get', 'GET', ENDPOINTS.device],
    ['zeroTrust.devices.overrideCodes.list', 'GET', ENDPOINTS.deviceOverrideCodes],
    ['zeroTrust.devices.revoke.create', 'POST', ENDPOINTS.devicesRevoke],
    ['zeroTrust.devices.unrevoke.create', 'POST', ENDPOINTS.devicesUnrevoke],
    ['radar.verifiedBots.top.bots', 'GET', ENDPOINTS.radarVerifiedBotsTopBots],
    ['radar.verifiedBots.top.categories', 'GET', ENDPOINTS.radarVerifiedBotsTopCategories],
    ['radar.attacks.layer3.top.industry', 'GET', '/radar/attacks/layer3/top/industry'],
    ['radar.attacks.layer3.top.vertical', 'GET', '/radar/attacks/layer3/top/vertical'],
    ['radar.attacks.layer7.top.industry', 'GET', '/radar/attacks/layer7/top/industry'],
    ['radar.attacks.layer7.top.vertical', 'GET', '/radar/attacks/layer7/top/vertical'],
    ['radar.attacks.layer7.top.attacks', 'GET', ENDPOINTS.radarLayer7TopAttacks],
    ['accounts.create', 'POST', ENDPOINTS.accounts],
    ['accounts.list', 'GET', ENDPOINTS.accounts],
    ['accounts.get', 'GET', ENDPOINTS.account],
    ['accounts.update', 'PUT', ENDPOINTS.account],
  ]),

  // v2 ("node-cloudflare"): ids first, body last
  ...v2([
    ['dnsRecords.browse', 'GET', DNS_RECORDS],
    ['dnsRecords.read', 'GET', DNS_RECORD],
    ['dnsRecords.add', 'POST', DNS_RECORDS, 1],
    ['dnsRecords.edit', 'PUT', DNS_RECORD, 2],
    ['dnsRecords.del', 'DELETE', DNS_RECORD],
    ['zoneSettings.browse', 'GET', SETTINGS],
    ['zoneSettings.read', 'GET', `${SETTINGS}/{1}`],
    ['zoneSettings.edit', 'PATCH', `${SETTINGS}/{1}`, 2],
    ['zoneSettings.editAll', 'PATCH', SETTINGS, 1],
    ['pageRules.add', 'POST', ENDPOINTS.pageRules, 1],
    ['pageRules.edit', 'PATCH', ENDPOINTS.pageRule, 2],
    ['argoTunnels.browse', 'GET', TUNNELS],
    ['argoTunnels.read', 'GET', TUNNEL],
    ['argoTunnels.add', 'POST', TUNNELS, 1],
    ['argoTunnels.del', 'DELETE', TUNNEL],
    ['argoTunnels.clean', 'DELETE', ENDPOINTS.tunnelConnections],
  ]),

  // v1 (`cloudflare` 1.x)
  ...v1([
    ['addDNS', 'POST', DNS_RECORDS, 0],
    ['editDNS', 'PUT', DNS_RECORD, 0],
    ['browseDNS', 'GET', DNS_RECORDS],
    ['readDNS', 'GET', DNS_RECORD],
    ['deleteDNS', 'DELETE', DNS_RECORD],
  ]),
];

/**
 * v3.0–3.4 per-setting objects (`client.zones.settings.brotli.edit`) whose name is not the setting id
 * in camelCase (checked in 3.0.0, 3.2.0 and 3.4.0 over all of them).
 */
const SETTING_OBJECT_IDS: Record<string, string> = {
  serverSideExcludes: 'server_side_exclude',
  securityHeaders: 'security_header',
  websocket: 'websockets',
  fontSettings: 'fonts',
  zeroRTT: '0rtt',
  advancedDDoS: 'advanced_ddos',
  WebP: 'webp',
  tls1_3: 'tls_1_3',
};

/** camelCase to snake_case, an acronym as one word: `alwaysUseHTTPS` → `always_use_https`, `pseudoIPV4` → `pseudo_ipv4`. */
const snake = (name: string): string => name.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (c, at: number) => `${at ? '_' : ''}${c.toLowerCase()}`);

/** The method a chain names, including v3.0–3.4's per-setting objects, or undefined. */
export function sdkMethod(chain: string[]): SdkMethod | undefined {
  const joined = chain.join('.');
  const row = SDK_METHODS.find((m) => m.chain === joined);
  if (row) return row;
  if (chain.length === 4 && chain[0] === 'zones' && chain[1] === 'settings' && (chain[3] === 'edit' || chain[3] === 'get')) {
    const id = Object.hasOwn(SETTING_OBJECT_IDS, chain[2]) ? SETTING_OBJECT_IDS[chain[2]] : snake(chain[2]);
    const method = chain[3] === 'edit' ? 'PATCH' : 'GET';
    return { chain: joined, generation: 'v3+', method, endpoint: `${SETTINGS}/${id}`, body: 'last', versions: '>=3.0.0 <3.5.0' };
  }
  return undefined;
}
