'use strict';

const API = 'https://api.cloudflare.com/client/v4';
// Also the admin's own page for the same keys (routes.js).
const ROUTES = { sessionKeys: '/workers/namespaces/sessions/keys' };
// Also asked of the backup host (backup.js).
const CACHE_KEYS = '/workers/namespaces/cache/keys';
// Only ever sent to the API.
const AUDIT_KEYS = '/workers/namespaces/audit/keys';

async function listKeys(account, path) {
  const res = await fetch(API + '/accounts/' + account + path);
  return res.json();
}

const listSessions = (account) => listKeys(account, ROUTES.sessionKeys);
const listCache = (account) => listKeys(account, CACHE_KEYS);
const listAudit = (account) => listKeys(account, AUDIT_KEYS);

module.exports = { ROUTES, CACHE_KEYS, AUDIT_KEYS, listSessions, listCache, listAudit };
