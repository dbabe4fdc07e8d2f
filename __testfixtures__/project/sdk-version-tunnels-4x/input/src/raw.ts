// A raw request is the same request whatever SDK the package declares: it moves.
export async function dropTunnel(accountId: string, tunnelId: string, token: string): Promise<void> {
	await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/tunnels/${tunnelId}`, {
		method: 'DELETE',
		headers: { Authorization: `Bearer ${token}` },
	});
}
