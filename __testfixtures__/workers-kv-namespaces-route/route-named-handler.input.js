const express = require('express');

const CLOUDFLARE = 'https://api.cloudflare.com/client/v4';
const STAGING = 'https://kv-staging.internal.example';

// Namespace paths: requested from Cloudflare, and also served or requested elsewhere.
const KV = {
  namespaces: '/accounts/acc1/workers/namespaces',
  keys: '/accounts/acc1/workers/namespaces/sessions/keys',
  values: '/accounts/acc1/workers/namespaces/sessions/values',
};

const namespaces = () => fetch(CLOUDFLARE + KV.namespaces).then((r) => r.json());
const listKeys = () => fetch(CLOUDFLARE + KV.keys).then((r) => r.json());
const readValue = (key) => fetch(`${CLOUDFLARE}${KV.values}/${key}`).then((r) => r.text());

// The same keys path on the staging copy of the store.
const stagingKeys = () => fetch(STAGING + KV.keys).then((r) => r.json());

function putStub(req, res) {
  res.status(204).end();
}

const router = express.Router();
router.put(KV.values + '/:key', putStub);

module.exports = { namespaces, listKeys, readValue, stagingKeys, router };
