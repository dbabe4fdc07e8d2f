'use strict';

const API = 'https://api.cloudflare.com/client/v4';
// Also the admin's own page for the same keys (routes.js).
const ROUTES = { sessionKeys: '/workers/namespaces/sessions/keys' };
// Also asked of the backup host (backup.js).
const CACHE_KEYS = '/workers/namespaces/cache/keys';
// Only ever sent to the API.
const AUDIT_KEYS = '/storage/kv/namespaces/audit/keys';

async function listKeys(account, path) {
  const res = await fetch(API + '/accounts/' + account + path);
  return res.json();
}

// cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
const listSessions = (account) => listKeys(account, ROUTES.sessionKeys);
// cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
const listCache = (account) => listKeys(account, CACHE_KEYS);
const listAudit = (account) => listKeys(account, AUDIT_KEYS);

module.exports = { ROUTES, CACHE_KEYS, AUDIT_KEYS, listSessions, listCache, listAudit };
