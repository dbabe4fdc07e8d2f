const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The SDK calls /storage/kv/namespaces already.
async function namespaceTitles(accountId) {
  const titles = [];
  for await (const ns of client.kv.namespaces.list({ account_id: accountId })) titles.push(ns.title);
  return titles;
}

module.exports = { namespaceTitles };
