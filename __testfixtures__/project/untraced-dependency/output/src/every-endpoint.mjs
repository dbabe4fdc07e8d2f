// A nightly export: every request goes through `call`, a client handed in that the engine does not trace.
export async function nightly(call, zone, account, org) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const members = await call(`/organizations/${org}/members`);
  // cf-codemod(zone-analytics): /zones/:zone_id/analytics/dashboard is written here, but its request is not traced to a Cloudflare client: POST /client/v4/graphql (httpRequests1mGroups / 1hGroups / 1dGroups)
  const dashboard = await call(`/zones/${zone}/analytics/dashboard?since=-1440`);
  // cf-codemod(zone-analytics): /zones/:zone_id/analytics/colos is written here, but its request is not traced to a Cloudflare client: POST /client/v4/graphql (httpRequests1mGroups / 1hGroups / 1dGroups)
  const colos = await call('/zones/' + zone + '/analytics/colos');
  // cf-codemod(images-direct-upload-v2): /accounts/:account_id/images/v1/direct_upload is written here, but its request is not traced to a Cloudflare client: POST /accounts/:account_id/images/v2/direct_upload (FormData fields)
  const upload = await call(`/accounts/${account}/images/v1/direct_upload`, { method: 'POST' });
  // cf-codemod(page-shield-route): /zones/:zone_id/script_monitor is written here, but its request is not traced to a Cloudflare client: /zones/:zone_id/page_shield/...
  const scripts = await call(`/zones/${zone}/script_monitor/scripts`);
  // cf-codemod(access-bookmarks): /accounts/:account_id/access/bookmarks is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/access/apps with type: 'bookmark'
  const bookmarks = await call(`/accounts/${account}/access/bookmarks`);
  // cf-codemod(cname-flattening-setting): /zones/:zone_id/settings/cname_flattening is written here, but its request is not traced to a Cloudflare client: PATCH /zones/:zone_id/dns_settings { flatten_all_cnames: true | false }
  const flattening = await call(`/zones/${zone}/settings/cname_flattening`);
  // cf-codemod(dns-settings-endpoints): /zones/:zone_id/dns_settings/use_apex_ns is written here, but its request is not traced to a Cloudflare client: GET/PATCH /zones/:zone_id/dns_settings with multi_provider / secondary_overrides
  const apex = await call(`/zones/${zone}/dns_settings/use_apex_ns`);
  // cf-codemod(account-nameserver-settings): /accounts/:account_id/custom_ns/availability is written here, but its request is not traced to a Cloudflare client: none: every zone is eligible for account custom nameservers now; remove the call
  const availability = await call(`/accounts/${account}/custom_ns/availability`);
  // cf-codemod(registrar-legacy-domains): /accounts/:account_id/registrar/domains is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/registrar/domain-search, /domain-check, /registrations
  const domains = await call(`/accounts/${account}/registrar/domains`);
  // cf-codemod(workers-kv-namespaces-route): /accounts/:account_id/workers/namespaces is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/storage/kv/namespaces/...
  const kv = await call(`/accounts/${account}/workers/namespaces`);
  // cf-codemod(mobile-redirect-setting): /zones/:zone_id/settings/mobile_redirect is written here, but its request is not traced to a Cloudflare client: a Single Redirect rule (ruleset phase http_request_dynamic_redirect)
  const mobile = await call(`/zones/${zone}/settings/mobile_redirect`);
  // cf-codemod(privacy-pass-setting): /zones/:zone_id/settings/privacy_pass is written here, but its request is not traced to a Cloudflare client: none: managed challenges handle Privacy Pass tokens by themselves
  const privacy = await call(`/zones/${zone}/settings/privacy_pass`);
  // cf-codemod(server-side-exclude-setting): /zones/:zone_id/settings/server_side_exclude is written here, but its request is not traced to a Cloudflare client: none named (hide content from suspicious visitors in your application or with WAF custom rules)
  const sse = await call(`/zones/${zone}/settings/server_side_exclude`);
  // cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is written here, but its request is not traced to a Cloudflare client: none: the feature is gone
  const mirage = await call(`/zones/${zone}/settings/mirage`);
  return { members, dashboard, colos, upload, scripts, bookmarks, flattening, apex, availability, domains, kv, mobile, privacy, sse, mirage };
}
