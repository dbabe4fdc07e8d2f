const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function namespaces(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/workers/namespaces`, { params: { per_page: 100 } });
  return data.result;
}

async function createNamespace(accountId, title) {
  const { data } = await cf.post(`/accounts/${accountId}/workers/namespaces`, { title });
  return data.result.id;
}

async function dropNamespace(accountId, id) {
  await cf.delete(`/accounts/${accountId}/workers/namespaces/${id}`);
}

async function scripts(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/workers/scripts`);
  return data.result;
}

module.exports = { namespaces, createNamespace, dropNamespace, scripts };
