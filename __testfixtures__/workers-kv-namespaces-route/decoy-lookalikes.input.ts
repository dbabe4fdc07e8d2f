import express from 'express';

const app = express();

// Workers for Platforms dispatch namespaces: a current route.
export async function dispatchNamespaces(accountId: string, token: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/workers/dispatch/namespaces`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

// Already on the current KV routes.
export async function currentKeys(accountId: string, ns: string, token: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/storage/kv/namespaces/${ns}/keys`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

// The app's own route and an internal service with the same path.
app.get('/accounts/:id/workers/namespaces', (req, res) => {
  res.json({ namespaces: [] });
});

export async function mirror(accountId: string) {
  const res = await fetch(`https://kv-mirror.internal.example/accounts/${accountId}/workers/namespaces`);
  return res.json();
}
