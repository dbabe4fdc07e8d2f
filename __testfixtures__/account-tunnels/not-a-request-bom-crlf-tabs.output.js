const API = 'https://api.cloudflare.com/client/v4';

async function getTunnel(accountId, tunnelId, logger) {
	console.log(`${API}/accounts/${accountId}/tunnels/${tunnelId}`);
	logger.info(`${API}/accounts/${accountId}/tunnels/${tunnelId}`);
	const res = await fetch(`${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`);
	return (await res.json()).result;
}

module.exports = { getTunnel };
