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
  return fetchPage(`${CF_API}/accounts/${account}/access/bookmarks`, 1, token);
}

export async function dropBookmark(account, id, token) {
  return cfDelete(`${CF_API}/accounts/${account}/access/bookmarks/${id}`, token);
}
