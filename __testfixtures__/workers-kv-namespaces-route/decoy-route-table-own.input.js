const express = require('express');

// The app's own mock of the KV paths: no request to Cloudflare reads them.
const PATHS = {
  keys: '/accounts/:account/workers/namespaces/:ns/keys',
};

function mockServer() {
  const app = express();
  app.get(PATHS.keys, (req, res) => res.json({ result: [] }));
  return app;
}

module.exports = { mockServer };
