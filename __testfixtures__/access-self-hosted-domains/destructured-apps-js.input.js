// Lists the Access applications of an account with the hostnames each one protects.
const axios = require('axios');

const cloudflare = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function protectedHosts(accountId) {
  const { data } = await cloudflare.get(`/accounts/${accountId}/access/apps`);
  const hosts = [];
  data.result.forEach(({ name, self_hosted_domains }) => {
    hosts.push(`${name}: ${self_hosted_domains.join(' ')}`);
  });
  for (const { id, self_hosted_domains: domains } of data.result) console.log(id, domains.length);
  return hosts;
}

module.exports = { protectedHosts };
