// A GET-only mount in TypeScript: a PATCH under /mirror never reaches the forward.
import express from 'express';
const CF = 'https://api.cloudflare.com/client/v4';
const web = express();

web.get('/mirror/*', async (req, res) => {
  const r = await fetch(`${CF}/${req.params[0]}`, { method: req.method, body: req.body });
  res.json(await r.json());
});

export async function brotliOn(zone: string): Promise<void> {
  await fetch('/mirror/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
