const express = require('express');

const ACCOUNT = process.env.CF_ACCOUNT;
const NAMESPACE = process.env.KV_NAMESPACE;
const API = 'https://api.cloudflare.com/client/v4';

// One table: the API's path, also the app's own route below; the table is logged whole first.
const ROUTES = { keys: `/accounts/${ACCOUNT}/workers/namespaces/${NAMESPACE}/keys` };

async function cf(path) {
  const res = await fetch(API + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

async function listKeys(req, res) {
  res.json(await cf(ROUTES.keys));
}

const app = express();
console.log('routes', ROUTES);
app.get(ROUTES.keys, listKeys);

module.exports = app;
