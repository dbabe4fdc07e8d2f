const assert = require('assert');
const axios = require('axios');
const API = 'https://api.cloudflare.com/client/v4';

// Turning brotli on: the request goes, the URL's other uses stay.
async function enableBrotli(zone) {
  const url = `${API}/zones/${zone}/settings/brotli`;
  console.log(url);
  debug(url);
  assert.equal(url, `${API}/zones/${zone}/settings/brotli`);
  return url;
}

async function enableWithAxios(zone, logger) {
  const u = `${API}/zones/${zone}/settings/brotli`;
  logger.info(u);
}

function checkZone(zone) {
  const url = `${API}/zones/${zone}/settings/brotli`;
  if (!zone) throw new Error(url);
  return encodeURI(url);
}

module.exports = { enableBrotli, enableWithAxios, checkZone };
