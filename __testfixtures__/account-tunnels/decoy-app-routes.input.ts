// The app's own backend proxies tunnel management under /cloudflare/...: not the Cloudflare API.
import express from 'express';

const BACKEND = 'https://dashboard.example.com';

export async function createFromUi(accountId: string, name: string) {
  const res = await fetch(`/cloudflare/accounts/${accountId}/tunnels`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return res.json();
}

export const removeFromUi = (accountId: string, id: string) =>
  fetch(`${BACKEND}/cloudflare/accounts/${accountId}/tunnels/${id}`, { method: 'DELETE' });

const app = express();
app.post('/accounts/:accountId/tunnels', (req, res) => res.json({ ok: true }));
app.delete('/accounts/:accountId/tunnels/:id', (req, res) => res.status(204).end());
