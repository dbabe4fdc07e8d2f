// Only GETs under /mirror are forwarded to the API (a mount for one verb); the PATCH below is one
// of the app's own routes, though the app also mounts its static files with `use`.
const express = require('express');
const CF = 'https://api.cloudflare.com/client/v4';
const web = express();

web.use('/assets', express.static('public'));

web.get('/mirror/*', async (req, res) => {
  const r = await fetch(`${CF}/${req.params[0]}`, { method: req.method, body: req.body });
  res.json(await r.json());
});

export async function brotliOn(zone) {
  await fetch('/mirror/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
