/**
 * The Cloudflare API path templates the engine and the transforms match calls against and name in
 * findings, declared once (the schedule's templates: `:name` is a path parameter). Typed as literals,
 * so a message text built from one stays a literal the message types can read.
 */
const ZONE = '/zones/:zone_id';
const ACCOUNT = '/accounts/:account_id';
const ORGANIZATION = '/organizations/:organization_id';
const TUNNEL = `${ACCOUNT}/tunnels/:tunnel_id`;
const CFD_TUNNEL = `${ACCOUNT}/cfd_tunnel/:tunnel_id`;
const WAF_PACKAGE = `${ZONE}/firewall/waf/packages/:package_id`;
const RULESET = `${ZONE}/rulesets/:ruleset_id`;
const KV_LEGACY = `${ACCOUNT}/workers/namespaces/:namespace_id`;
const DNS_FIREWALL = `${ACCOUNT}/dns_firewall/:dns_firewall_id`;

export const ENDPOINTS = {
  zone: ZONE,
  account: ACCOUNT,

  dnsRecords: `${ZONE}/dns_records`,
  dnsRecord: `${ZONE}/dns_records/:dns_record_id`,
  dnsSettings: `${ZONE}/dns_settings`,
  dnsSetting: `${ZONE}/dns_settings/:setting`,
  zoneSettings: `${ZONE}/settings`,
  zoneSetting: `${ZONE}/settings/:setting_id`,
  zoneAnalyticsDashboard: `${ZONE}/analytics/dashboard`,
  zoneAnalyticsColos: `${ZONE}/analytics/colos`,

  tunnels: `${ACCOUNT}/tunnels`,
  tunnel: TUNNEL,
  tunnelConnections: `${TUNNEL}/connections`,
  tunnelConfigurations: `${TUNNEL}/configurations`,
  cfdTunnels: `${ACCOUNT}/cfd_tunnel`,
  cfdTunnel: CFD_TUNNEL,
  cfdTunnelConnections: `${CFD_TUNNEL}/connections`,

  accessBookmarks: `${ACCOUNT}/access/bookmarks`,
  accessBookmark: `${ACCOUNT}/access/bookmarks/:bookmark_id`,
  accessApps: `${ACCOUNT}/access/apps`,
  accessApp: `${ACCOUNT}/access/apps/:app_id`,
  zoneAccessApps: `${ZONE}/access/apps`,
  zoneAccessApp: `${ZONE}/access/apps/:app_id`,
  gatewayRules: `${ACCOUNT}/gateway/rules`,
  gatewayRule: `${ACCOUNT}/gateway/rules/:rule_id`,

  firewallRules: `${ZONE}/firewall/rules`,
  firewallRule: `${ZONE}/firewall/rules/:rule_id`,
  filters: `${ZONE}/filters`,
  filter: `${ZONE}/filters/:filter_id`,
  rateLimits: `${ZONE}/rate_limits`,
  rateLimit: `${ZONE}/rate_limits/:rate_limit_id`,
  wafPackages: `${ZONE}/firewall/waf/packages`,
  wafPackage: WAF_PACKAGE,
  wafGroups: `${WAF_PACKAGE}/groups`,
  wafGroup: `${WAF_PACKAGE}/groups/:group_id`,
  wafRules: `${WAF_PACKAGE}/rules`,
  wafRule: `${WAF_PACKAGE}/rules/:rule_id`,
  wafOverrides: `${ZONE}/firewall/waf/overrides`,
  wafOverride: `${ZONE}/firewall/waf/overrides/:override_id`,
  pageRules: `${ZONE}/pagerules`,
  pageRule: `${ZONE}/pagerules/:pagerule_id`,
  rulesets: `${ZONE}/rulesets`,
  ruleset: RULESET,
  rulesetRules: `${RULESET}/rules`,
  rulesetRule: `${RULESET}/rules/:rule_id`,
  rulesetPhaseEntrypoint: `${ZONE}/rulesets/phases/:phase/entrypoint`,

  pools: `${ACCOUNT}/load_balancers/pools`,
  pool: `${ACCOUNT}/load_balancers/pools/:pool_id`,
  userPools: '/user/load_balancers/pools',
  userPool: '/user/load_balancers/pools/:pool_id',
  alertingPolicies: `${ACCOUNT}/alerting/v3/policies`,

  accountBillingProfile: `${ACCOUNT}/billing/profile`,
  userBillingProfile: '/user/billing/profile',
  userBillingHistory: '/user/billing/history',

  imagesDirectUploadV1: `${ACCOUNT}/images/v1/direct_upload`,

  organization: ORGANIZATION,
  organizationInvites: `${ORGANIZATION}/invites`,
  organizationInvite: `${ORGANIZATION}/invites/:invite_id`,
  organizationMembers: `${ORGANIZATION}/members`,
  organizationMember: `${ORGANIZATION}/members/:member_id`,
  organizationRoles: `${ORGANIZATION}/roles`,
  organizationRole: `${ORGANIZATION}/roles/:role_id`,
  organizationAuditLogs: `${ORGANIZATION}/audit_logs`,
  organizationRailguns: `${ORGANIZATION}/railguns`,
  organizationRailgun: `${ORGANIZATION}/railguns/:railgun_id`,
  organizationRailgunZones: `${ORGANIZATION}/railguns/:railgun_id/zones`,
  accountMembers: `${ACCOUNT}/members`,
  accountMember: `${ACCOUNT}/members/:member_id`,
  accountRoles: `${ACCOUNT}/roles`,
  accountRole: `${ACCOUNT}/roles/:role_id`,
  accountAuditLogs: `${ACCOUNT}/audit_logs`,

  // Announced after the schedule (later-deprecations.md).
  accounts: '/accounts',
  accountCustomNsAvailability: `${ACCOUNT}/custom_ns/availability`,
  accountDnsSettings: `${ACCOUNT}/dns_settings`,
  kvLegacyNamespaces: `${ACCOUNT}/workers/namespaces`,
  kvLegacyNamespace: KV_LEGACY,
  kvLegacyKeys: `${KV_LEGACY}/keys`,
  kvLegacyMetadata: `${KV_LEGACY}/metadata/:key_name`,
  kvLegacyValue: `${KV_LEGACY}/values/:key_name`,
  kvNamespaces: `${ACCOUNT}/storage/kv/namespaces`,
  registrarDomains: `${ACCOUNT}/registrar/domains`,
  registrarDomain: `${ACCOUNT}/registrar/domains/:domain_name`,
  registrarDomainSearch: `${ACCOUNT}/registrar/domain-search`,
  registrarDomainCheck: `${ACCOUNT}/registrar/domain-check`,
  registrarRegistrations: `${ACCOUNT}/registrar/registrations`,
  dnsAnalyticsReport: `${ZONE}/dns_analytics/report`,
  dnsAnalyticsByTime: `${ZONE}/dns_analytics/report/bytime`,
  dnsFirewallAnalyticsReport: `${DNS_FIREWALL}/dns_analytics/report`,
  dnsFirewallAnalyticsByTime: `${DNS_FIREWALL}/dns_analytics/report/bytime`,
  devices: `${ACCOUNT}/devices`,
  device: `${ACCOUNT}/devices/:device_id`,
  deviceOverrideCodes: `${ACCOUNT}/devices/:device_id/override_codes`,
  devicesRevoke: `${ACCOUNT}/devices/revoke`,
  devicesUnrevoke: `${ACCOUNT}/devices/unrevoke`,
  physicalDevices: `${ACCOUNT}/devices/physical-devices`,
  deviceRegistrations: `${ACCOUNT}/devices/registrations`,
  radarVerifiedBotsTopBots: '/radar/verified_bots/top/bots',
  radarVerifiedBotsTopCategories: '/radar/verified_bots/top/categories',
  radarBotsSummaryBot: '/radar/bots/summary/bot',
  radarBotsSummaryCategory: '/radar/bots/summary/category',
  radarAttacksTopIndustry: '/radar/attacks/:layer/top/industry',
  radarAttacksTopVertical: '/radar/attacks/:layer/top/vertical',
  radarLayer7TopAttacks: '/radar/attacks/layer7/top/attacks',
} as const;

/** The entrypoint ruleset of a zone's phase (`http_request_firewall_custom`, say). */
export const phaseEntrypoint = <P extends string>(phase: P) => `${ENDPOINTS.rulesets}/phases/${phase}/entrypoint` as const;
