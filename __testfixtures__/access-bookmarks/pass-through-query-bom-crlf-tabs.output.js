// Helpers that send the URL they are handed, adding only a query string, or through a local name.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function fetchPage(url, page, token) {
	const res = await fetch(`${url}?page=${page}&per_page=50`, { headers: { Authorization: `Bearer ${token}` } });
	return res.json();
}

async function cfDelete(url, token) {
	const target = url;
	const res = await fetch(target, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
	return res.ok;
}

export async function firstBookmarks(account, token) {
	// cf-codemod(access-bookmarks): list with GET /accounts/:account_id/access/apps and keep only apps with type === 'bookmark': the response is not read as result here
	return fetchPage(`${CF_API}/accounts/${account}/access/bookmarks`, 1, token);
}

export async function dropBookmark(account, id, token) {
	return cfDelete(`${CF_API}/accounts/${account}/access/apps/${id}`, token);
}
