// access-bookmarks moves the helper's own request to /access/apps (its callers need nothing); from
// then on a call of the helper is a request to /access/apps, whose body access-self-hosted-domains
// migrates in the same run, as a second run would.
const API = 'https://api.cloudflare.com/client/v4';

async function addToLauncher(accountId, app) {
  const res = await fetch(`${API}/accounts/${accountId}/access/bookmarks`, {
    method: 'POST',
    body: JSON.stringify(app),
  });
  return res.json();
}

export async function publishWiki(accountId) {
  await addToLauncher(accountId, { name: 'Wiki', domain: 'wiki.example.com', self_hosted_domains: ['wiki.example.com'] });
}
