import axios from 'axios';
import express from 'express';
import { listKeys } from './handlers';

const ACCOUNT = process.env.CF_ACCOUNT as string;
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// The same path is the API's and the app's own route (served by an imported handler).
const KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

export async function sessionKeys(): Promise<unknown> {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await cf.get(KEYS);
  return res.data;
}

export const app = express();
app.get(KEYS, listKeys);
