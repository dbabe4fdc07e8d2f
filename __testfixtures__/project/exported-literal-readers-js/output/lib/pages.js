'use strict';

const CF_BASE = 'https://api.cloudflare.com/client/v4';
// Also the console's own page, mounted lazily (admin.js).
const PAGES = { namespaces: '/accounts/acc7/workers/namespaces' };

async function fetchNamespaces() {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces
  const res = await fetch(CF_BASE + PAGES.namespaces);
  return res.json();
}

module.exports = { PAGES, fetchNamespaces };
