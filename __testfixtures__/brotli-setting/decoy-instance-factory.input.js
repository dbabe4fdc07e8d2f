const axios = require('axios');

// A client for another host, one whose base only the environment knows, and a local makeClient
// that builds something else.
function makeMirrorClient(token) {
  return axios.create({ baseURL: 'https://api.mirror.example/client/v4', headers: { Authorization: `Bearer ${token}` } });
}

function makeEnvClient(token) {
  return axios.create({ baseURL: process.env.CLOUDFLARE_API_URL, headers: { Authorization: `Bearer ${token}` } });
}

function makeClient(token) {
  return { token, patch: async (path, body) => ({ path, body }) };
}

async function enableBrotli(token, zone) {
  await makeMirrorClient(token).patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const env = makeEnvClient(token);
  await env.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const http = makeClient(token);
  await http.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
}

module.exports = { enableBrotli };
