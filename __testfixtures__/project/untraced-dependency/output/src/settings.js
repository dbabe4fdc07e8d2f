async function disableMinify(request, zone) {
  // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
  return request('PATCH', ['', 'zones', zone, 'settings', 'minify'].join('/'), { value: { css: 'off' } });
}

async function brotliState(request, zone) {
  // cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  return request('GET', '/zones/' + zone + '/settings/brotli');
}

async function tunnels(request, account) {
  return request('GET', `/accounts/${account}/tunnels`);
}

async function profile(request) {
  // cf-codemod(billing-endpoints): /user/billing/profile is written here, but its request is not traced to a Cloudflare client: none: billing information is in the dashboard
  return request('GET', 'user/billing/profile');
}

module.exports = { disableMinify, brotliState, tunnels, profile };
