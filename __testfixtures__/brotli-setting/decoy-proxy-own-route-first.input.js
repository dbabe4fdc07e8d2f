// A dashboard server: its own compression switch is registered before the catch-all forward to the API,
// so the page's PATCH below is answered here and never reaches Cloudflare.
const express = require('express');
const UPSTREAM = 'https://api.cloudflare.com/client/v4';
const server = express();

server.patch('/panel/zones/:zone/settings/brotli', saveSwitch);

function saveSwitch(req, res) {
  store.put(req.params.zone, req.body.value);
  res.end();
}

server.use('/panel', async (req, res) => {
  const reply = await fetch(UPSTREAM + req.url, { method: req.method, body: JSON.stringify(req.body) });
  res.status(reply.status).send(await reply.text());
});

export async function switchOn(zone) {
  await fetch(`/panel/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
