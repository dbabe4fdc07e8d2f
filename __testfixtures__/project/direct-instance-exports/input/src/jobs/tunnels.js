const cf = require('../clients/cf-axios');
const gotCf = require('../clients/cf-got');

async function createTunnel(accountId, name) {
  const { data } = await cf.post(`/accounts/${accountId}/tunnels`, { name, config_src: 'cloudflare' });
  return data.result;
}

async function deleteTunnel(accountId, tunnelId) {
  await gotCf.delete(`accounts/${accountId}/tunnels/${tunnelId}`);
}

module.exports = { createTunnel, deleteTunnel };
