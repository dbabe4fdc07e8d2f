import createApp, { Router as makeRouter } from 'express';
import { listKeys, putValue } from './handlers';

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT ?? '';

// The admin serves its own pages under the paths it asks the API for.
const KV = {
  keys: `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`,
  values: `/accounts/${ACCOUNT}/workers/namespaces/sessions/values`,
};

export async function fetchKeys(): Promise<unknown> {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(API + KV.keys);
  return res.json();
}

export async function fetchValue(key: string): Promise<unknown> {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/values/:key_name
  const res = await fetch(`${API}${KV.values}/${key}`);
  return res.json();
}

const app = createApp();
const router = makeRouter();
router.get(KV.keys, listKeys);
app.put(KV.values + '/:key', putValue);
app.use('/admin', router);
