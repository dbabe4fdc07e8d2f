// got instances made from the spread of another instance's `defaults`: got's `defaults` holds
// `options`, `handlers` and `mutableDefaults`, no `prefixUrl` of its own, and its `options` is no
// plain object of settings in got 12: the copies' base is not known, so their calls stay as written.
const got = require('got');

const cloudflare = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4', headers: { authorization: `Bearer ${process.env.CF_TOKEN}` } });
const copied = got.extend({ ...cloudflare.defaults });
const fromOptions = got.extend({ ...cloudflare.defaults.options, timeout: { request: 5000 } });

function cssOn(zone) {
  return copied.patch(`zones/${zone}/settings/minify`, { json: { value: { css: 'on' } } });
}

function jsOn(zone) {
  return fromOptions.patch(`zones/${zone}/settings/minify`, { json: { value: { js: 'on' } } });
}

module.exports = { cssOn, jsOn };
