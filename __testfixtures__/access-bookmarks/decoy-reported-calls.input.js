// The same shapes against a self-hosted bookmarks service: no Cloudflare anchor, nothing changes.
const API = 'https://links.internal.example.com/api';
const headers = { 'Content-Type': 'application/json' };

function accessItem(accountId, resource, id, init) {
  return fetch(`${API}/accounts/${accountId}/access/${resource}/${id}`, { headers, ...init });
}

async function forgetBookmark(accountId, id) {
  await accessItem(accountId, 'bookmarks', id, { method: 'DELETE' });
}

async function bookmarkRequest(accountId, id, verb, payload) {
  return fetch(`${API}/accounts/${accountId}/access/bookmarks/${id}`, { method: verb, headers, body: JSON.stringify(payload) });
}

async function promoteBookmark(accountId, id) {
  await fetch(`${API}/accounts/${accountId}/access/bookmarks/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: 'self_hosted', name: 'Wiki' }),
  });
}

module.exports = { forgetBookmark, bookmarkRequest, promoteBookmark };
