import express from 'express';
import axios from 'axios';

const app = express();
const backend = axios.create({ baseURL: 'https://api.myshop.example/v1' });

// Our own billing API: same paths as Cloudflare's removed endpoints, different service.
app.get('/user/billing/profile', async (req, res) => {
  res.json(await loadProfile(req.user.id));
});
app.get('/accounts/:account_id/billing/profile', (req, res) => res.json({ ok: true }));

export async function profileFromBrowser() {
  const res = await fetch('/user/billing/profile', { credentials: 'include' });
  return res.json();
}

export async function historyFromBackend() {
  const { data } = await backend.get('/user/billing/history');
  return data;
}

export const stripeLike = (stripe: any) => stripe.billing.profiles.get({ account_id: 'acct_1' });

declare function loadProfile(id: string): Promise<unknown>;
