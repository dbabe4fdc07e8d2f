// Helpers that change the path of the URL they are handed: what they send is not the caller's URL.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function fetchChild(url, token) {
  const res = await fetch(url + '/children', { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

async function fetchMirrored(url, token) {
  const res = await fetch(`${url.replace(CF_API, 'https://mirror.example.org')}?page=1`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

export async function children(account, token) {
  return fetchChild(`${CF_API}/accounts/${account}/access/bookmarks`, token);
}

export async function mirrored(account, token) {
  return fetchMirrored(`${CF_API}/accounts/${account}/access/bookmarks`, token);
}
