// Launcher bookmarks managed over the REST API, in shapes the codemod cannot finish alone.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

// Any Access resource by id; the resource kind is passed in.
function accessItem(accountId, resource, id, init) {
  return fetch(`${API}/accounts/${accountId}/access/${resource}/${id}`, { headers, ...init });
}

async function forgetBookmark(accountId, id) {
  // cf-codemod(access-bookmarks): move this call to /accounts/:account_id/access/apps (type: 'bookmark'): the bookmarks segment is not written where this call can edit it (in its own URL or a const of this file)
  await accessItem(accountId, 'bookmarks', id, { method: 'DELETE' });
}

// The verb comes from the caller.
async function bookmarkRequest(accountId, id, verb, payload) {
  // cf-codemod(access-bookmarks): move this call to /accounts/:account_id/access/apps (type: 'bookmark'): its method is not known here
  return fetch(`${API}/accounts/${accountId}/access/bookmarks/${id}`, { method: verb, headers, body: JSON.stringify(payload) });
}

// The create URL is assembled before the call.
async function createBookmark(accountId, uuid, fields) {
  const url = `${API}/accounts/${accountId}/access/bookmarks/` + encodeURIComponent(uuid);
  // cf-codemod(access-bookmarks): create the bookmark with POST /accounts/:account_id/access/apps (type: 'bookmark') and no id in the URL: the id is not written at this call
  await fetch(url, { method: 'POST', headers, body: JSON.stringify(fields) });
}

// The body arrives ready-made.
async function updateBookmark(accountId, id, fields) {
  // cf-codemod(access-bookmarks): add type: 'bookmark' to this body: Access applications need their type
  await fetch(`${API}/accounts/${accountId}/access/apps/${id}`, { method: 'PUT', headers, body: JSON.stringify(fields) });
}

// This body says the app is self-hosted.
async function promoteBookmark(accountId, id) {
  // cf-codemod(access-bookmarks): this body already has a type: an Access application of a bookmark needs type: 'bookmark'
  await fetch(`${API}/accounts/${accountId}/access/apps/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: 'self_hosted', name: 'Wiki', domain: 'wiki.example.com' }),
  });
}

module.exports = { forgetBookmark, bookmarkRequest, createBookmark, updateBookmark, promoteBookmark };
