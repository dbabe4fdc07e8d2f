const { ROUTES, KV_PATH } = require('./routes');

const CF = 'https://api.cloudflare.com/client/v4';

/** The keys of the account's KV namespaces. */
async function keys(account) {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const r = await fetch(CF + '/accounts/' + account + ROUTES.kvKeys);
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const s = await fetch(`${CF}/accounts/${account}${KV_PATH}`);
  return [await r.json(), await s.json()];
}

module.exports = { keys };
