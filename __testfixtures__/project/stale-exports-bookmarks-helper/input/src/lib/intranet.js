// Decoy: an exported helper for the intranet's own bookmarks API (another host).
const INTRANET = 'https://intranet.example.com/api';

export async function addIntranetLink(accountId, link) {
  const res = await fetch(`${INTRANET}/accounts/${accountId}/access/bookmarks`, {
    method: 'POST',
    body: JSON.stringify(link),
  });
  return res.json();
}
