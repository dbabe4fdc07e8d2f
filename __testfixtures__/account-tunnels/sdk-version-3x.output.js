const Cloudflare = require('cloudflare');

// The package pins cloudflare ~3.5.0 (sdk-version-3x.config.json): these still reach /tunnels.
const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

async function tunnelStatus(accountId, tunnelId) {
	// cf-codemod(account-tunnels): zeroTrust.tunnels.get calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.get (same params)
	const tunnel = await cf.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
	return tunnel.status;
}

async function removeTunnel(accountId, tunnelId) {
	// cf-codemod(account-tunnels): zeroTrust.tunnels.delete calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.delete (its params take no body)
	await cf.zeroTrust.tunnels.delete(tunnelId, { account_id: accountId, body: {} });
}

module.exports = { tunnelStatus, removeTunnel };
