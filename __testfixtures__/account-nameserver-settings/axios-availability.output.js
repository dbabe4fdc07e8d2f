const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function eligibleZones(accountId) {
  // cf-codemod(account-nameserver-settings): custom_ns availability deprecated 2025-03-23, no replacement: remove this call
  const { data } = await cf.get(`/accounts/${accountId}/custom_ns/availability`);
  return data.result;
}

async function customNameservers(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/custom_ns`);
  return data.result;
}

async function accountsUsingCustomNs() {
  // cf-codemod(account-nameserver-settings): account settings.use_account_custom_ns_by_default deprecated 2025-03-14: use /accounts/:account_id/dns_settings zone_defaults.nameservers.type
  const { data } = await cf.get('/accounts');
  return data.result.filter((a) => a.settings.use_account_custom_ns_by_default).map((a) => a.id);
}

module.exports = { eligibleZones, customNameservers, accountsUsingCustomNs };
