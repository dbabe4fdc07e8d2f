const Cloudflare = require('cloudflare');

// The package pins cloudflare ~3.5.0 (sdk-version-3x.config.json): these still reach /tunnels.
const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

async function tunnelStatus(accountId, tunnelId) {
	const tunnel = await cf.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
	return tunnel.status;
}

async function removeTunnel(accountId, tunnelId) {
	await cf.zeroTrust.tunnels.delete(tunnelId, { account_id: accountId, body: {} });
}

module.exports = { tunnelStatus, removeTunnel };
