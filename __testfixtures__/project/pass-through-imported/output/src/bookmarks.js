import { getChild, sendJson } from '../lib/http';

const CF_API = 'https://api.cloudflare.com/client/v4';

export function renameBookmark(account, id, title, token) {
  return sendJson(`${CF_API}/accounts/${account}/access/apps/${id}`, 'PUT', { type: 'bookmark', name: title, domain: 'docs.example.org' }, token);
}

export function renameIntranet(id, title, token) {
  return sendJson(`https://intranet.example.org/access/bookmarks/${id}`, 'PUT', { name: title }, token);
}

export function bookmarkChildren(account, id, token) {
  // cf-codemod(access-bookmarks): /accounts/:account_id/access/bookmarks is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/access/apps with type: 'bookmark'
  return getChild(`${CF_API}/accounts/${account}/access/bookmarks/${id}`, token);
}
