// The module's cfDelete sends what it is given; other functions bind the same name to other things.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function cfDelete(url, token) {
  const res = await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  return res.ok;
}

export async function removeBookmark(account, id, token) {
  return cfDelete(`${CF_API}/accounts/${account}/access/bookmarks/${id}`, token);
}

// A rehearsal: this cfDelete only records the URL, nothing is sent.
export function rehearseRemoval(account, id, journal) {
  const cfDelete = (url) => journal.push(url);
  return cfDelete(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
}

// The caller hands in its own sender (a queue, a test double): not the module's function.
export function scheduleRemoval(account, id, cfDelete) {
  return cfDelete(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
}

// A sender of its own by the same name, which does send: its call is a request.
export async function removeWithRetry(account, id, token) {
  const cfDelete = async (url) => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      if (res.ok) return true;
    }
    return false;
  };
  return cfDelete(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
}
