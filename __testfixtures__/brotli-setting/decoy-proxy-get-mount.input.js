// Only GETs under /mirror are forwarded; a PATCH there is the app's own route.
const express = require('express');
const CF = 'https://api.cloudflare.com/client/v4';
const web = express();

web.get('/mirror/*', async (req, res) => {
  const r = await fetch(`${CF}/${req.params[0]}`, { method: req.method, body: req.body });
  res.json(await r.json());
});

export async function brotliOn(zone) {
  await fetch('/mirror/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
