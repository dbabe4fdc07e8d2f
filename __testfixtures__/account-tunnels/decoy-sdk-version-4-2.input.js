const Cloudflare = require('cloudflare');

// cloudflare >=4.2.0 (decoy-sdk-version-4-2.config.json) has no zeroTrust.tunnels.get: the call
// throws whatever the API does, and no version it may run sends it to the removed /tunnels API.
// A deprecation codemod has nothing to say about it (the type checker and the first run do).
const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

exports.lookup = async function lookup(account_id, id) {
	return client.zeroTrust.tunnels.get(id, { account_id });
};
