'use strict';

const { createServer } = require('./server');
const { listEntries } = require('./routes');

const api = createServer(false);
const ROOT = 'https://api.cloudflare.com/client/v4';

// One path, two readers: the API request and the app's own route of the same shape.
const ENTRIES = `/accounts/${process.env.CF_ACCOUNT}/workers/namespaces/sessions/keys`;

async function fetchEntries() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(ROOT + ENTRIES);
  return res.json();
}

api.get(ENTRIES, listEntries);

module.exports = { fetchEntries };
