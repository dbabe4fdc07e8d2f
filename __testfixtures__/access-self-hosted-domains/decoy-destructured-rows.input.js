const axios = require('axios');

const inventory = axios.create({ baseURL: 'https://inventory.internal.example/v1' });

async function inventoryDomains(accountId) {
  const { data } = await inventory.get(`/accounts/${accountId}/access/apps`);
  return data.result.map(({ name, self_hosted_domains }) => `${name}=${self_hosted_domains}`);
}

module.exports = { inventoryDomains };
