const API_BASE = 'https://api.cloudflare.com/client/v4';

export async function createBookmark(accountId, token, bookmark) {
  const response = await fetch(API_BASE + '/accounts/' + accountId + '/access/bookmarks/' + crypto.randomUUID(), {
    method: 'POST',
    headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: bookmark.name,
      domain: bookmark.domain,
      logo_url: bookmark.logo,
      app_launcher_visible: true,
    }),
  });
  const { result } = await response.json();
  return result;
}
