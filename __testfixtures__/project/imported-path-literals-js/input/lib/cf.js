const { ROUTES, KV_PATH } = require('./routes');

const CF = 'https://api.cloudflare.com/client/v4';

/** The keys of the account's KV namespaces. */
async function keys(account) {
  const r = await fetch(CF + '/accounts/' + account + ROUTES.kvKeys);
  const s = await fetch(`${CF}/accounts/${account}${KV_PATH}`);
  return [await r.json(), await s.json()];
}

module.exports = { keys };
