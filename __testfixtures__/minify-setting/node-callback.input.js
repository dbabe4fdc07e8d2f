// Node-style helpers around the request package: each setter answers through a callback.
const request = require('request');
const axios = require('axios');
const send = require('request');

const ROOT = 'https://api.cloudflare.com/client/v4';

function logFailure(err) {
  if (err) console.error('cloudflare:', err.message);
}

// The callback is written in place and hands the outcome on.
function minifyOff(zone, auth, cb) {
  request({ url: `${ROOT}/zones/${zone}/settings/minify`, method: 'PATCH', headers: auth, json: { value: { css: 'off', html: 'off', js: 'off' } } }, (err, res) => cb(err, res && res.body));
}

// The caller's callback passed straight on.
function minifyOffPassed(zone, auth, cb) {
  request.patch(`${ROOT}/zones/${zone}/settings/minify`, { headers: auth, json: { value: { js: 'off' } } }, cb);
}

// The same package under another name, the caller's callback passed on.
function minifyOffAliased(zone, auth, whenDone) {
  send({ url: `${ROOT}/zones/${zone}/settings/minify`, method: 'PATCH', headers: auth, json: { value: { css: 'off' } } }, whenDone);
}

// A function of the file as the callback.
function minifyOffLogged(zone, auth) {
  request({ url: `${ROOT}/zones/${zone}/settings/minify`, method: 'PATCH', headers: auth, json: { value: { html: 'off' } } }, logFailure);
}

// A callback in the options, called as the upload goes.
async function minifyOffProgress(zone, auth, onProgress) {
  await axios.patch(`${ROOT}/zones/${zone}/settings/minify`, { value: { css: 'off' } }, { headers: auth, onUploadProgress: (e) => onProgress(e.loaded) });
}

// Options with a function that only computes (nothing waits on it), and plain options: both go.
async function minifyOffQuiet(zone, auth) {
  await axios.patch(`${ROOT}/zones/${zone}/settings/minify`, { value: { js: 'off' } }, { headers: auth, validateStatus: (s) => s < 500 });
  await axios.patch(`${ROOT}/zones/${zone}/settings/minify`, { value: { html: 'off' } }, { headers: auth });
  console.log('minify is gone anyway');
}

module.exports = { minifyOff, minifyOffPassed, minifyOffAliased, minifyOffLogged, minifyOffProgress, minifyOffQuiet };
