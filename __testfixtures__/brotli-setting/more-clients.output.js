const request = require('request-promise');
const superagent = require('superagent');
const needle = require('needle');
const nodeFetch = require('node-fetch');
const { request: undiciRequest } = require('undici');

const API = 'https://api.cloudflare.com/client/v4';
const token = process.env.CF_API_TOKEN;

async function withRequest(zone) {
  await request.patch(`${API}/zones/${zone}/settings/ipv6`, { json: { value: 'on' } });
}

async function withSuperagent(zone) {}

async function withNeedle(zone) {}

async function withNodeFetchAndUndici(zone) {}

module.exports = { withRequest, withSuperagent, withNeedle, withNodeFetchAndUndici };
