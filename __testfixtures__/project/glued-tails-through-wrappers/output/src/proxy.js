// An API proxy: each helper puts its scope in front of the path a route passes, and the routes glue
// the rest of the path (an id, a sub-resource, a query) read from the incoming request.
const API = 'https://api.cloudflare.com/client/v4';

function zone(env, path, init) {
  return fetch(`${API}/zones/${env.ZONE}${path}`, { ...init, headers: { Authorization: `Bearer ${env.TOKEN}` } });
}

function account(env, path, init) {
  return fetch(`${API}/accounts/${env.ACCOUNT}${path}`, { ...init, headers: { Authorization: `Bearer ${env.TOKEN}` } });
}

function organization(env, path) {
  // cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use GET /accounts/:account_id
  return fetch(`${API}/organizations/${env.ORG}${path}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
}

function user(env, path) {
  return fetch(`${API}/user${path}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
}

export const zoneRoutes = {
  // cf-codemod(zone-analytics): /zones/:zone_id/analytics/dashboard is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): POST /client/v4/graphql (httpRequests1mGroups / 1hGroups / 1dGroups)
  dashboard: (env, q) => zone(env, `/analytics/dashboard${q}`),
  // cf-codemod(dns-settings-endpoints): /zones/:zone_id/dns_settings/use_apex_ns is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): GET/PATCH /zones/:zone_id/dns_settings with multi_provider / secondary_overrides
  apexNs: (env, rest) => zone(env, `/dns_settings/use_apex_ns${rest}`),
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF custom rules: Rulesets API, phase http_request_firewall_custom
  firewallRules: (env, rest) => zone(env, `/firewall/rules${rest}`),
  // cf-codemod(rate-limits-previous): /zones/:zone_id/rate_limits is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): Rate limiting rules: Rulesets API, phase http_ratelimit
  rateLimits: (env, rest) => zone(env, `/rate_limits${rest}`),
  // cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  brotli: (env, rest) => zone(env, `/settings/brotli${rest}`),
  // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: the feature is gone (minify assets in your build instead)
  minify: (env, rest) => zone(env, `/settings/minify${rest}`),
  // cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: the feature is gone
  mirage: (env, rest) => zone(env, `/settings/mirage${rest}`),
  // cf-codemod(mobile-redirect-setting): /zones/:zone_id/settings/mobile_redirect is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): a Single Redirect rule (ruleset phase http_request_dynamic_redirect)
  mobileRedirect: (env, rest) => zone(env, `/settings/mobile_redirect${rest}`),
  // cf-codemod(privacy-pass-setting): /zones/:zone_id/settings/privacy_pass is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: managed challenges handle Privacy Pass tokens by themselves
  privacyPass: (env, rest) => zone(env, `/settings/privacy_pass${rest}`),
  // cf-codemod(server-side-exclude-setting): /zones/:zone_id/settings/server_side_exclude is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none named (hide content from suspicious visitors in your application or with WAF custom rules)
  serverSideExclude: (env, rest) => zone(env, `/settings/server_side_exclude${rest}`),
  // cf-codemod(cname-flattening-setting): /zones/:zone_id/settings/cname_flattening is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): PATCH /zones/:zone_id/dns_settings { flatten_all_cnames: true | false }
  cnameFlattening: (env, rest) => zone(env, `/settings/cname_flattening${rest}`),
};

export const accountRoutes = {
  // cf-codemod(images-direct-upload-v2): /accounts/:account_id/images/v1/direct_upload is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): POST /accounts/:account_id/images/v2/direct_upload (FormData fields)
  directUpload: (env, q) => account(env, `/images/v1/direct_upload${q}`, { method: 'POST' }),
  // cf-codemod(access-bookmarks): /accounts/:account_id/access/bookmarks is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): /accounts/:account_id/access/apps with type: 'bookmark'
  bookmarks: (env, rest) => account(env, `/access/bookmarks${rest}`),
  // cf-codemod(billing-endpoints): /accounts/:account_id/billing/profile is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: billing information is in the dashboard
  billing: (env, rest) => account(env, `/billing/profile${rest}`),
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  tunnels: (env, rest) => account(env, `/tunnels${rest}`),
  // cf-codemod(account-nameserver-settings): /accounts/:account_id/custom_ns/availability is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: every zone is eligible for account custom nameservers now; remove the call
  customNs: (env, q) => account(env, `/custom_ns/availability${q}`),
  // cf-codemod(registrar-legacy-domains): /accounts/:account_id/registrar/domains is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): /accounts/:account_id/registrar/domain-search, /domain-check, /registrations
  domains: (env, rest) => account(env, `/registrar/domains${rest}`),
  // cf-codemod(workers-kv-namespaces-route): /accounts/:account_id/workers/namespaces is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): /accounts/:account_id/storage/kv/namespaces/...
  namespaces: (env, rest) => account(env, `/workers/namespaces${rest}`),
};

// cf-codemod(organizations-api): /organizations/:organization_id is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): /accounts/:account_id/... (members, roles, audit_logs)
export const members = (env, rest) => organization(env, `/members${rest}`);
// cf-codemod(billing-endpoints): /user/billing/history is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): none: billing information is in the dashboard
export const billingHistory = (env, q) => user(env, `/billing/history${q}`);

// Not reported: a tail glued to the whole settings collection (it may leave it), and to words that
// only start with a deprecated segment's.
export const settings = (env, rest) => zone(env, `/settings${rest}`);
export const rateLimitsV2 = (env, rest) => zone(env, `/rate_limits_v2${rest}`);
export const tunnelsNew = (env, rest) => account(env, `/tunnelsets${rest}`);
