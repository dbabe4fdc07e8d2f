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
  return fetch(`${API}/organizations/${env.ORG}${path}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
}

function user(env, path) {
  return fetch(`${API}/user${path}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
}

export const zoneRoutes = {
  dashboard: (env, q) => zone(env, `/analytics/dashboard${q}`),
  apexNs: (env, rest) => zone(env, `/dns_settings/use_apex_ns${rest}`),
  firewallRules: (env, rest) => zone(env, `/firewall/rules${rest}`),
  rateLimits: (env, rest) => zone(env, `/rate_limits${rest}`),
  brotli: (env, rest) => zone(env, `/settings/brotli${rest}`),
  minify: (env, rest) => zone(env, `/settings/minify${rest}`),
  mirage: (env, rest) => zone(env, `/settings/mirage${rest}`),
  mobileRedirect: (env, rest) => zone(env, `/settings/mobile_redirect${rest}`),
  privacyPass: (env, rest) => zone(env, `/settings/privacy_pass${rest}`),
  serverSideExclude: (env, rest) => zone(env, `/settings/server_side_exclude${rest}`),
  cnameFlattening: (env, rest) => zone(env, `/settings/cname_flattening${rest}`),
};

export const accountRoutes = {
  directUpload: (env, q) => account(env, `/images/v1/direct_upload${q}`, { method: 'POST' }),
  bookmarks: (env, rest) => account(env, `/access/bookmarks${rest}`),
  billing: (env, rest) => account(env, `/billing/profile${rest}`),
  tunnels: (env, rest) => account(env, `/tunnels${rest}`),
  customNs: (env, q) => account(env, `/custom_ns/availability${q}`),
  domains: (env, rest) => account(env, `/registrar/domains${rest}`),
  namespaces: (env, rest) => account(env, `/workers/namespaces${rest}`),
};

export const members = (env, rest) => organization(env, `/members${rest}`);
export const billingHistory = (env, q) => user(env, `/billing/history${q}`);

// Not reported: a tail glued to the whole settings collection (it may leave it), and to words that
// only start with a deprecated segment's.
export const settings = (env, rest) => zone(env, `/settings${rest}`);
export const rateLimitsV2 = (env, rest) => zone(env, `/rate_limits_v2${rest}`);
export const tunnelsNew = (env, rest) => account(env, `/tunnelsets${rest}`);
