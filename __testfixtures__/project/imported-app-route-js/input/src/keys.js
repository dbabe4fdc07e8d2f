'use strict';

const panel = require('./app');
const { router: api } = require('./http');
const { listKeys } = require('./handlers');

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT;

// The panel serves its own page under the path it asks the API for.
const KV_KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

async function fetchKeys() {
  const res = await fetch(API + KV_KEYS);
  return res.json();
}

panel.get(KV_KEYS, listKeys);

module.exports = { fetchKeys, api };
