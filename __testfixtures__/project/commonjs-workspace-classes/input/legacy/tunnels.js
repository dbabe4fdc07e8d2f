const cf = require('./cf');
const { request } = require('./request');

async function create(accountId, name, secret) {
  return cf.post(`/accounts/${accountId}/tunnels`, { name, tunnel_secret: secret });
}

async function remove(accountId, id) {
  return request(`/accounts/${accountId}/tunnels/${id}`, { method: 'DELETE' });
}

module.exports = { create, remove };
