'use strict';

const site = require('./app');
const { showKeys } = require('./handlers');

const CF = 'https://api.cloudflare.com/client/v4';
const ACCOUNT_ID = process.env.ACCOUNT_ID;

const KEYS_PATH = `/accounts/${ACCOUNT_ID}/storage/kv/namespaces/cache/keys`;

async function loadKeys() {
  const res = await fetch(CF + KEYS_PATH);
  return res.json();
}

// The namespace, not the app: this registers nothing of the app's own.
site.get(KEYS_PATH, showKeys);

module.exports = { loadKeys };
