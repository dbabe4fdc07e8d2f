import express from 'express';
import { CF_BASE } from './lib/hosts';

const app = express();

// The relay's target is imported: this module spells no API word, so its route is its own, not the run's.
app.use('/relay', (req: express.Request, res: express.Response) => {
  fetch(CF_BASE + req.url, { method: req.method, headers: { Authorization: `Bearer ${process.env.RELAY_TOKEN}` }, body: req.body }).then((r) => r.body.pipe(res));
});

app.post('/panel/mirage-off', async (req: express.Request, res: express.Response) => {
  // cf-codemod(mirage-setting): PATCH /zones/:zone_id/settings/mirage is requested here through the project's own proxy (/relay is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: the feature is gone
  await fetch('/relay/zones/' + req.body.zone + '/settings/mirage', { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
  res.sendStatus(204);
});

app.listen(3000);
