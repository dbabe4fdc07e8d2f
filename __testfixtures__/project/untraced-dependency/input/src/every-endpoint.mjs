// A nightly export: every request goes through `call`, a client handed in that the engine does not trace.
export async function nightly(call, zone, account, org) {
  const members = await call(`/organizations/${org}/members`);
  const dashboard = await call(`/zones/${zone}/analytics/dashboard?since=-1440`);
  const colos = await call('/zones/' + zone + '/analytics/colos');
  const upload = await call(`/accounts/${account}/images/v1/direct_upload`, { method: 'POST' });
  const scripts = await call(`/zones/${zone}/script_monitor/scripts`);
  const bookmarks = await call(`/accounts/${account}/access/bookmarks`);
  const flattening = await call(`/zones/${zone}/settings/cname_flattening`);
  const apex = await call(`/zones/${zone}/dns_settings/use_apex_ns`);
  const availability = await call(`/accounts/${account}/custom_ns/availability`);
  const domains = await call(`/accounts/${account}/registrar/domains`);
  const kv = await call(`/accounts/${account}/workers/namespaces`);
  const mobile = await call(`/zones/${zone}/settings/mobile_redirect`);
  const privacy = await call(`/zones/${zone}/settings/privacy_pass`);
  const sse = await call(`/zones/${zone}/settings/server_side_exclude`);
  const mirage = await call(`/zones/${zone}/settings/mirage`);
  return { members, dashboard, colos, upload, scripts, bookmarks, flattening, apex, availability, domains, kv, mobile, privacy, sse, mirage };
}
