// Lists the Access applications of an account with the hostnames each one protects.
const axios = require('axios');

const cloudflare = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function protectedHosts(accountId) {
  const { data } = await cloudflare.get(`/accounts/${accountId}/access/apps`);
  const hosts = [];
  // cf-codemod(access-self-hosted-domains): Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead
  data.result.forEach(({ name, self_hosted_domains }) => {
    hosts.push(`${name}: ${self_hosted_domains.join(' ')}`);
  });
  // cf-codemod(access-self-hosted-domains): Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead
  for (const { id, self_hosted_domains: domains } of data.result) console.log(id, domains.length);
  return hosts;
}

module.exports = { protectedHosts };
