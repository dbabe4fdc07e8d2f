const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function protect(accountId, title, hosts) {
  const app = { name: title, type: 'self_hosted' };
  app.self_hosted_domains = hosts;
  const { data } = await cf.post(`/accounts/${accountId}/access/apps`, app);
  return data.result.id;
}

module.exports = { protect };
