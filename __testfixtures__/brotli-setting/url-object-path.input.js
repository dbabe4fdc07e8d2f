const API_ROOT = 'https://api.cloudflare.com/client/v4';

// Same requests in plain JavaScript: the URL object's path is appended to, or set, before the call.
// (Its text is read as `.href`, in a template, or as the object itself.)
async function turnOnBrotli(zone, key) {
  const target = new URL(API_ROOT);
  target.pathname += '/zones/' + zone + '/settings/brotli';
  await fetch(target.href, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: 'on' }),
  });
  return zone;
}

async function disableBrotli(zone, key) {
  const target = new URL(API_ROOT);
  target.pathname += `/zones/${zone}/settings/brotli`;
  return fetch(`${target}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer ' + key },
    body: JSON.stringify({ value: 'off' }),
  });
}

async function readBrotli(zone, key) {
  const target = new URL('https://api.cloudflare.com/');
  target.pathname = '/client/v4/zones/' + zone + '/settings/brotli';
  const res = await fetch(target, { headers: { Authorization: 'Bearer ' + key } });
  return (await res.json()).result.value;
}

module.exports = { turnOnBrotli, disableBrotli, readBrotli };
