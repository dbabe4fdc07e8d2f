const API_ROOT = 'https://api.cloudflare.com/client/v4';

// Same requests in plain JavaScript: the URL object's path is appended to, or set, before the call.
// (Its text is read as `.href`, in a template, or as the object itself.)
async function turnOnBrotli(zone, key) {
  const target = new URL(API_ROOT);
  target.pathname += '/zones/' + zone + '/settings/brotli';
  return zone;
}

async function disableBrotli(zone, key) {
  const target = new URL(API_ROOT);
  target.pathname += `/zones/${zone}/settings/brotli`;
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  return fetch(`${target}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + key },
    body: JSON.stringify({ value: 'off' }),
  });
}

async function readBrotli(zone, key) {
  const target = new URL('https://api.cloudflare.com/');
  target.pathname = '/client/v4/zones/' + zone + '/settings/brotli';
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is read through res)
  const res = await fetch(target, { headers: { Authorization: 'Bearer ' + key } });
  return (await res.json()).result.value;
}

module.exports = { turnOnBrotli, disableBrotli, readBrotli };
