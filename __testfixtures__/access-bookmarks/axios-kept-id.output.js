const axios = require('axios');
const { v4: uuidv4 } = require('uuid');
const db = require('./db');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function publishLink(accountId, link) {
  const id = uuidv4();
  // cf-codemod(access-bookmarks): the server assigns the app id now: id is not the new app's id; store result.id of the response instead
  await api.post(`/accounts/${accountId}/access/apps`, {
    type: 'bookmark',
    name: link.title,
    domain: link.url,
    app_launcher_visible: true,
  });
  await db.links.update(link.id, { bookmarkId: id });
  return id;
}

async function bookmarks(accountId) {
  const { data } = await api.get(`/accounts/${accountId}/access/apps`);
  return data.result.filter(app => app.type === 'bookmark').map((b) => ({ id: b.id, name: b.name }));
}

async function rawBookmarks(accountId) {
  // cf-codemod(access-bookmarks): list with GET /accounts/:account_id/access/apps and keep only apps with type === 'bookmark': the response is not read as result here
  const res = await api.get(`/accounts/${accountId}/access/bookmarks`);
  return res.data;
}

function unpublish(accountId, bookmarkId) {
  return api.delete('/accounts/' + accountId + '/access/apps/' + bookmarkId);
}

module.exports = { publishLink, bookmarks, rawBookmarks, unpublish };
