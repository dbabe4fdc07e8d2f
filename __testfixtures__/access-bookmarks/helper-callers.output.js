const CF = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

async function fetchBookmark(account, bookmarkId) {
  const res = await fetch(`${CF}/accounts/${account}/access/apps/${bookmarkId}`, { headers });
  const body = await res.json();
  return body.result;
}

export async function printBookmark(account, bookmarkId) {
  const bookmark = await fetchBookmark(account, bookmarkId);
  console.log(`${bookmark.name}: ${bookmark.domain}`);
}
