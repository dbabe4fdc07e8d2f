const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

async function renameAll(accountId, ids, name) {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    await axios.put(`${API}/accounts/${accountId}/access/bookmarks/${id}`, { name, domain: 'wiki.example.com' });
  }
  for (const bookmarkId of ids) await axios.delete(`${API}/accounts/${accountId}/access/bookmarks/${bookmarkId}`);
}

module.exports = { renameAll };
