const request = require('request-promise');
const superagent = require('superagent');
const needle = require('needle');
const nodeFetch = require('node-fetch');
const { request: undiciRequest } = require('undici');

const API = 'https://api.cloudflare.com/client/v4';
const token = process.env.CF_API_TOKEN;

async function withRequest(zone) {
  await request({ uri: `${API}/zones/${zone}/settings/brotli`, method: 'PATCH', json: true, body: { value: 'on' }, auth: { bearer: token } });
  await request.patch(`${API}/zones/${zone}/settings/ipv6`, { json: { value: 'on' } });
}

async function withSuperagent(zone) {
  await superagent.patch(`${API}/zones/${zone}/settings/brotli`).set('Authorization', `Bearer ${token}`).send({ value: 'on' });
}

async function withNeedle(zone) {
  await needle('patch', `${API}/zones/${zone}/settings/brotli`, { value: 'on' }, { json: true, headers: { Authorization: `Bearer ${token}` } });
  await needle.patch(`${API}/zones/${zone}/settings/brotli`, { value: 'on' }, { json: true });
}

async function withNodeFetchAndUndici(zone) {
  await nodeFetch(`${API}/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await undiciRequest(`${API}/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = { withRequest, withSuperagent, withNeedle, withNodeFetchAndUndici };
