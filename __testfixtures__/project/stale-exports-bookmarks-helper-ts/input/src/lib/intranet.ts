const INTRANET = 'https://intranet.example.com/api';

export async function addIntranetLink(accountId: string, link: Record<string, unknown>): Promise<unknown> {
	const res = await fetch(`${INTRANET}/accounts/${accountId}/access/bookmarks`, {
		method: 'POST',
		body: JSON.stringify(link),
	});
	return res.json();
}
