import server from './app';
import { app as api } from './http';
import { listKeys, writeDefaults } from './handlers';

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT ?? '';

// The panel serves its own page under the path it asks the API for.
const KV_KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;
// Only sent to the API (through the client imported as `api`).
const KV_VALUE = `/accounts/${ACCOUNT}/storage/kv/namespaces/sessions/values/current`;

export async function fetchKeys(): Promise<unknown> {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(API + KV_KEYS);
  return res.json();
}

export async function writeCurrent(): Promise<void> {
  await api.put(KV_VALUE, writeDefaults);
}

server.get(KV_KEYS, listKeys);
