import express from 'express';

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT;

// One table of paths: the API's, and the same path served by this app's own mock.
const PATHS = {
  keys: `/accounts/${ACCOUNT}/workers/namespaces/cache/keys`,
  values: `/accounts/${ACCOUNT}/storage/kv/namespaces/cache/values`,
};

const KEYS_PATH = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

export async function cacheKeys() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(API + PATHS.keys, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

export async function sessionKeys() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(`${API}${KEYS_PATH}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

// Only reads the values path for the API: that literal is the request's alone.
export async function cacheValue(key: string) {
  const res = await fetch(`${API}${PATHS.values}/${key}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.text();
}

export function mockServer() {
  const app = express();
  app.get(PATHS.keys, (req, res) => res.json({ result: [] }));
  app.get(KEYS_PATH, (req, res) => res.json({ result: [] }));
  return app;
}
