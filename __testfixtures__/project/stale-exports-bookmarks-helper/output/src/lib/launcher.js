// An exported helper whose own request access-bookmarks moves to /access/apps: the index judged it
// as the run found it (a helper for …/access/bookmarks); its importers are transformed once the run
// has moved it, so their bodies are migrated by access-self-hosted-domains in the same run.
const API = 'https://api.cloudflare.com/client/v4';

export async function addToLauncher(accountId, app) {
  // cf-codemod(access-bookmarks): add type: 'bookmark' to this body: Access applications need their type
  const res = await fetch(`${API}/accounts/${accountId}/access/apps`, {
    method: 'POST',
    body: JSON.stringify(app),
  });
  return res.json();
}
