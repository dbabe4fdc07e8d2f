async function disableMinify(request, zone) {
  return request('PATCH', ['', 'zones', zone, 'settings', 'minify'].join('/'), { value: { css: 'off' } });
}

async function brotliState(request, zone) {
  return request('GET', '/zones/' + zone + '/settings/brotli');
}

async function tunnels(request, account) {
  return request('GET', `/accounts/${account}/tunnels`);
}

async function profile(request) {
  return request('GET', 'user/billing/profile');
}

module.exports = { disableMinify, brotliState, tunnels, profile };
