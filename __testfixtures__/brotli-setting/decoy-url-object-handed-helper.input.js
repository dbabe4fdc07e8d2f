const API_ROOT = 'https://api.cloudflare.com/client/v4';

// The URL object is handed to a helper that moves it to another setting before the request: the
// request is not the brotli one and stays. The helper call is no request either (fix-notreq): nothing changes.
function pointAt(url, setting) {
  url.pathname = url.pathname.replace(/[^/]+$/, setting);
}

async function grownThenHelped(zone) {
  const target = new URL(API_ROOT);
  target.pathname += '/zones/' + zone + '/settings/brotli';
  pointAt(target, 'http2');
  await fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function madeThenHelped(zone) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  pointAt(target, 'http2');
  await fetch(target.href, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = { grownThenHelped, madeThenHelped };
