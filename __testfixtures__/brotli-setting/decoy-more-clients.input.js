const superagent = require('superagent');
const needle = require('needle');
const { ofetch } = require('ofetch');

// The same clients against a staging edge of the app's own: nothing here is the Cloudflare API.
const EDGE = 'https://edge-admin.example.net/v4';

async function configure(zone) {
  await superagent.patch(`${EDGE}/zones/${zone}/settings/brotli`).send({ value: 'on' });
  await needle('patch', `${EDGE}/zones/${zone}/settings/brotli`, { value: 'on' });
  await ofetch(`/zones/${zone}/settings/brotli`, { baseURL: EDGE, method: 'PATCH', body: { value: 'on' } });
  await ofetch(`https://api.cloudflare.com.example.org/zones/${zone}/settings/brotli`, { method: 'PATCH', body: { value: 'on' } });
}

module.exports = { configure };
