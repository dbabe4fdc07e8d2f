const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function eligibleZones(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/custom_ns/availability`);
  return data.result;
}

async function customNameservers(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/custom_ns`);
  return data.result;
}

async function accountsUsingCustomNs() {
  const { data } = await cf.get('/accounts');
  return data.result.filter((a) => a.settings.use_account_custom_ns_by_default).map((a) => a.id);
}

module.exports = { eligibleZones, customNameservers, accountsUsingCustomNs };
