// Only functions of other modules' callers share the helper's name here: none of these calls sends anything.
const CF_API = 'https://api.cloudflare.com/client/v4';

export async function cfPut(url, body, token) {
  const res = await fetch(url, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return res.json();
}

export function printPlan(account, bookmarks) {
  function cfPut(url, body) {
    console.log('PUT', url, JSON.stringify(body));
  }
  for (const b of bookmarks) cfPut(`${CF_API}/accounts/${account}/access/bookmarks/${b.id}`, { name: b.name });
}

export function collectUrls(account, ids) {
  const urls = [];
  const cfPut = (url) => urls.push(url);
  ids.forEach((id) => cfPut(`${CF_API}/accounts/${account}/access/bookmarks/${id}`));
  return urls;
}
