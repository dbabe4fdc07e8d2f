import express from 'express';
import { createHttp } from 'tiny-rest';
import { TuningService } from './tuning/service.js';

// The token is read by name: the project is anchored on Cloudflare through it.
const http = createHttp({ token: process.env.CLOUDFLARE_API_TOKEN });
const tuning = new TuningService(http);

const app = express();
app.post('/tune/:zone/:profile', async (req, res) => {
  res.json(await tuning.applyProfile(req.params.zone, req.params.profile));
});
app.listen(8080);
