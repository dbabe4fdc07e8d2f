const express = require('express');

const CLOUDFLARE = 'https://api.cloudflare.com/client/v4';
const app = express();

app.use(
  // the panel's calls under /upstream are relayed with the server's own token
  '/upstream',
  (req, res) => {
    fetch(CLOUDFLARE + req.url, { method: req.method, headers: { Authorization: `Bearer ${process.env.TOKEN}` }, body: req.body }).then((r) => r.body.pipe(res));
  },
);

app.listen(3000);
