// A stand-in gateway for the tests: forwards /gw to the API so recorded answers can be replayed.
const express = require('express');
const API = 'https://api.cloudflare.com/client/v4';

function gateway() {
  const app = express();
  app.use('/gw', (req, res) => fetch(API + req.url, { method: req.method, body: req.body }).then((r) => r.body.pipe(res)));
  return app;
}

module.exports = { gateway };
