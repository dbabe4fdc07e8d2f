const API_ROOT = 'https://api.cloudflare.com/client/v4';
const ZONE = process.env.ZONE;

// The URL object is only read before the request (its text logged, compared, formatted): still the
// brotli setting. A module-level URL nothing changes is the same in a function declared below.
const fixed = new URL(API_ROOT + '/zones/' + ZONE + '/settings/brotli');
enableEverywhere();

async function logged(zone) {
  const target = new URL(API_ROOT);
  target.pathname += '/zones/' + zone + '/settings/brotli';
  if (!target.href || `${target}` !== target.toString()) throw new Error('no URL');
  await fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function enableEverywhere() {
  await fetch(fixed, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = { logged };
