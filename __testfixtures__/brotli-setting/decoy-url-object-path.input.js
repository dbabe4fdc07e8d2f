const API_ROOT = 'https://api.cloudflare.com/client/v4';

// Look-alikes in JavaScript: another host, another setting, a path the code replaces, a relative base,
// a path set before a callback that sends the URL runs.
async function otherHost(zone) {
  const target = new URL('https://status.example.org');
  target.pathname += '/zones/' + zone + '/settings/brotli';
  await fetch(target.href, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function otherSetting(zone) {
  const target = new URL(API_ROOT);
  target.pathname += '/zones/' + zone + '/settings/early_hints';
  await fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function replaced(zone) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  target.pathname = '/client/v4/zones/' + zone + '/settings/0rtt';
  await fetch(target.toString(), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function lastSegment(zone) {
  const target = new URL('brotli', API_ROOT + '/zones/' + zone + '/settings');
  await fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function deferred(zone) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  const send = () => fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  target.pathname = '/client/v4/zones/' + zone + '/settings/http2';
  return send();
}

module.exports = { otherHost, otherSetting, replaced, lastSegment, deferred };
