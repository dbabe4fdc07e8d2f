import express from 'express';

// Another provider's key header, named alike.
export async function otherApi(key: string): Promise<unknown> {
  const res = await fetch('https://api.payments.example/v1/keys', {
    headers: { 'X-Auth-Service-Key': key, 'X-User-Service-Key': key, 'X-Auth-Key': key },
  });
  return res.json();
}

// The same header, forwarded to our own certificate proxy on another host.
export async function viaProxy(key: string): Promise<unknown> {
  const res = await fetch('https://certs.internal.example/certificates', {
    headers: { 'X-Auth-User-Service-Key': key },
  });
  return res.json();
}

// Our proxy reads the header from its callers: a read, not a request setting it.
const app = express();
app.post('/certificates', (req, res) => {
  const key = req.get('X-Auth-User-Service-Key');
  res.json({ forwarded: Boolean(key) });
});
