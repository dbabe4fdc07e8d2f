import express from 'express';

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT;

// The keys path; the mock below serves it under a second name.
const SESSION_KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;
const MOCKED_KEYS = SESSION_KEYS;

// A table whose values path the mock reads out by destructuring.
const STORE = { values: `/accounts/${ACCOUNT}/workers/namespaces/sessions/values` };
const { values } = STORE;

// Only the API reads the metadata path, also through a second name.
const METADATA = `/accounts/${ACCOUNT}/storage/kv/namespaces/sessions/metadata`;
const META = METADATA;

export async function sessionKeys() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(`${API}${SESSION_KEYS}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

export async function sessionValue(key: string) {
  const res = await fetch(`${API}${STORE.values}/${key}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.text();
}

export async function sessionMetadata(key: string) {
  const res = await fetch(`${API}${META}/${key}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

export function mockServer() {
  const app = express();
  app.get(MOCKED_KEYS, (req, res) => res.json({ result: [] }));
  app.get(values + '/:key', (req, res) => res.send(''));
  return app;
}
