import express from 'express';
import { listKeys } from './handlers';

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT;

// The app serves its own page under the path it asks the API for.
const KV_KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

export async function fetchKeys() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(API + KV_KEYS);
  return res.json();
}

function makeApp() {
  const app = express();
  app.use(express.json());
  return app;
}

const server = makeApp();
server.get(KV_KEYS, listKeys);
