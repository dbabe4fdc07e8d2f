const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

function makeClient(token) {
  return axios.create({ baseURL: API, headers: { Authorization: `Bearer ${token}` } });
}

async function enableBrotli(token, zone) {
  const http = makeClient(token);
  await http.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  await http.patch(`/zones/${zone}/settings/min_tls_version`, { value: '1.2' });
}

module.exports = { makeClient, enableBrotli };
