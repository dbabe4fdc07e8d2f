'use strict';

const CF_BASE = 'https://api.cloudflare.com/client/v4';
// Also the console's own page, mounted lazily (admin.js).
const PAGES = { namespaces: '/accounts/acc7/workers/namespaces' };

async function fetchNamespaces() {
  const res = await fetch(CF_BASE + PAGES.namespaces);
  return res.json();
}

module.exports = { PAGES, fetchNamespaces };
