// Helpers that send whatever URL they are handed: the caller writes the Cloudflare endpoint.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function cfSend(url, method, payload, token) {
  const res = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return res.json();
}

const cfDelete = async (url, token) => {
  const res = await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  return res.ok;
};

export async function renameBookmark(account, id, title, token) {
  return cfSend(`${CF_API}/accounts/${account}/access/apps/${id}`, 'PUT', { type: 'bookmark', name: title, domain: 'intranet.example.org' }, token);
}

export async function dropBookmark(account, id, token) {
  return cfDelete(`${CF_API}/accounts/${account}/access/apps/${id}`, token);
}

export async function pingStatus(token) {
  return cfSend('https://status.example.org/access/bookmarks/1', 'PUT', { name: 'x' }, token);
}
