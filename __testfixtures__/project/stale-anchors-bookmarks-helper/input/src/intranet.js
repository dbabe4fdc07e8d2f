// Decoy: the intranet's own bookmarks API, not Cloudflare's: neither the helper's URL nor its
// callers' bodies are touched.
const INTRANET = 'https://intranet.example.com/api';

async function addIntranetLink(accountId, link) {
  const res = await fetch(`${INTRANET}/accounts/${accountId}/access/bookmarks`, {
    method: 'POST',
    body: JSON.stringify(link),
  });
  return res.json();
}

export async function publishHandbook(accountId) {
  await addIntranetLink(accountId, { name: 'Handbook', self_hosted_domains: ['handbook.example.com'] });
}
