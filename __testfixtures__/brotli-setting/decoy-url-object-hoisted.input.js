const API_ROOT = 'https://api.cloudflare.com/client/v4';
const zone = process.env.ZONE;

// Look-alikes: functions declared below the write run before it (declarations are hoisted), so the
// URL they send is the one made first (another setting), not the brotli path written after the calls.
const target = new URL(API_ROOT + '/zones/' + zone + '/settings/http2');
const other = new URL(API_ROOT);
send();
sendOther();
later()();
target.pathname = '/client/v4/zones/' + zone + '/settings/brotli';
other.pathname += '/zones/' + zone + '/settings/brotli';

async function send() {
  await fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

function sendOther() {
  return fetch(other.href, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

function later() {
  return function again() {
    if (zone) fetch(`${target}`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  };
}
