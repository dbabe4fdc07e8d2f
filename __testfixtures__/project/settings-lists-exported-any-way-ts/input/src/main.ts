import express from 'express';
import { createHttp } from 'tiny-rest';
import { applyPresets } from './zone/apply';
import { helpLinks } from './docs/links';

// Read by name: the token anchors the project on Cloudflare.
const http = createHttp({ token: process.env.CLOUDFLARE_API_TOKEN });

const app = express();
app.post('/presets/:zone', async (req, res) => res.json(await applyPresets(http, req.params.zone)));
app.get('/help', (_req, res) => res.json(helpLinks()));
app.listen(3000);
