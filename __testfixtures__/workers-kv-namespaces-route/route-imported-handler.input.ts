import axios from 'axios';
import express from 'express';
import { listKeys } from './handlers';

const ACCOUNT = process.env.CF_ACCOUNT as string;
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// The same path is the API's and the app's own route (served by an imported handler).
const KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

export async function sessionKeys(): Promise<unknown> {
  const res = await cf.get(KEYS);
  return res.data;
}

export const app = express();
app.get(KEYS, listKeys);
