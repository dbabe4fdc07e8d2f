// Decoy: a helper for the intranet's own bookmarks API (not on the Cloudflare host).
const INTRANET = 'https://intranet.example.com/api';

async function addIntranetLink(accountId: string, link: Record<string, unknown>): Promise<unknown> {
	const res = await fetch(`${INTRANET}/accounts/${accountId}/access/bookmarks`, {
		method: 'POST',
		body: JSON.stringify(link),
	});
	return res.json();
}

export async function publishHandbook(accountId: string): Promise<void> {
	await addIntranetLink(accountId, { name: 'Handbook', self_hosted_domains: ['handbook.example.com'] });
}
