// Forwards /api to the API; the panel's own routes are mounted from routes/settings.js.
const express = require('express');
const UP = 'https://api.cloudflare.com/client/v4';
const app = express();
app.use(require('./routes/settings'));
app.use('/api', async (req, res) => {
  const r = await fetch(UP + req.url, { method: req.method, body: JSON.stringify(req.body) });
  res.status(r.status).json(await r.json());
});
app.listen(8080);
