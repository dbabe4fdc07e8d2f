const express = require('express');
const { createHttp } = require('tiny-rest');
const { flipAll } = require('./toggles/flip');
const { resetZone } = require('./baseline/reset');
const { warmUp } = require('./speed/warm');
const { addCacheRule } = require('./rules/cache-rule');

// Read by name: the token anchors the project on Cloudflare.
const http = createHttp({ token: process.env.CLOUDFLARE_API_TOKEN });

const app = express();
app.post('/flip/:zone', async (req, res) => res.json(await flipAll(http, req.params.zone, req.body)));
app.post('/reset/:zone', async (req, res) => res.json(await resetZone(http, req.params.zone)));
app.post('/warm/:zone', async (req, res) => res.json(await warmUp(http, req.params.zone)));
app.post('/rule/:zone', async (req, res) => res.json(await addCacheRule(http, req.params.zone, req.body.url)));
app.listen(3000);
