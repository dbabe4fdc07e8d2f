'use strict';

function mountAdmin(app) {
  const { PAGES, fetchNamespaces } = require('./lib/pages');
  app.get(PAGES.namespaces, async (req, res) => res.json(await fetchNamespaces()));
}

module.exports = { mountAdmin };
