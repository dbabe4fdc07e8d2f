const axios = require('axios');
const { v4: uuidv4 } = require('uuid');
const db = require('./db');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function publishLink(accountId, link) {
  const id = uuidv4();
  await api.post(`/accounts/${accountId}/access/bookmarks/${id}`, {
    name: link.title,
    domain: link.url,
    app_launcher_visible: true,
  });
  await db.links.update(link.id, { bookmarkId: id });
  return id;
}

async function bookmarks(accountId) {
  const { data } = await api.get(`/accounts/${accountId}/access/bookmarks`);
  return data.result.map((b) => ({ id: b.id, name: b.name }));
}

async function rawBookmarks(accountId) {
  const res = await api.get(`/accounts/${accountId}/access/bookmarks`);
  return res.data;
}

function unpublish(accountId, bookmarkId) {
  return api.delete('/accounts/' + accountId + '/access/bookmarks/' + bookmarkId);
}

module.exports = { publishLink, bookmarks, rawBookmarks, unpublish };
