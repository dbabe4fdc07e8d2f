const express = require('express');

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT;

// One table of paths: the API's, and the same path served by this app's own mock.
const PATHS = {
  keys: `/accounts/${ACCOUNT}/workers/namespaces/cache/keys`,
  values: `/accounts/${ACCOUNT}/workers/namespaces/cache/values`,
};

const KEYS_PATH = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

async function cacheKeys() {
  const res = await fetch(API + PATHS.keys, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

async function sessionKeys() {
  const res = await fetch(`${API}${KEYS_PATH}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

// Only reads the values path for the API: that literal is the request's alone.
async function cacheValue(key) {
  const res = await fetch(`${API}${PATHS.values}/${key}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.text();
}

function mockServer() {
  const app = express();
  app.get(PATHS.keys, (req, res) => res.json({ result: [] }));
  app.get(KEYS_PATH, (req, res) => res.json({ result: [] }));
  return app;
}

module.exports = { cacheKeys, sessionKeys, cacheValue, mockServer };
