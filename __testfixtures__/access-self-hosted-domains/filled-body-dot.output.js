const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function protect(accountId, title, hosts) {
  const app = { name: title, type: 'self_hosted' };
  // cf-codemod(access-self-hosted-domains): self_hosted_domains is replaced by destinations (since 2025-11-21): this request's body is given self_hosted_domains here: give it destinations: domains.map((uri) => ({ type: 'public', uri })) instead
  app.self_hosted_domains = hosts;
  const { data } = await cf.post(`/accounts/${accountId}/access/apps`, app);
  return data.result.id;
}

module.exports = { protect };
