const LINKS = 'https://links.example.org/v2';

// A bookmarking service of the app's own, with the same path shape.
async function fetchBookmark(account, bookmarkId) {
  const res = await fetch(`${LINKS}/accounts/${account}/access/bookmarks/${bookmarkId}`);
  return (await res.json()).result;
}

export async function printBookmark(account, bookmarkId) {
  const bookmark = await fetchBookmark(account, bookmarkId);
  console.log(bookmark.name);
}
