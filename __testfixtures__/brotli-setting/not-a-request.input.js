const assert = require('assert');
const axios = require('axios');
const API = 'https://api.cloudflare.com/client/v4';

// Turning brotli on: the request goes, the URL's other uses stay.
async function enableBrotli(zone) {
  const url = `${API}/zones/${zone}/settings/brotli`;
  console.log(url);
  debug(url);
  assert.equal(url, `${API}/zones/${zone}/settings/brotli`);
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  return url;
}

async function enableWithAxios(zone, logger) {
  const u = `${API}/zones/${zone}/settings/brotli`;
  logger.info(u);
  await axios.patch(String(u), { value: 'on' });
}

function checkZone(zone) {
  const url = `${API}/zones/${zone}/settings/brotli`;
  if (!zone) throw new Error(url);
  return encodeURI(url);
}

module.exports = { enableBrotli, enableWithAxios, checkZone };
