const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function rename(zoneId, appId, name, host) {
  await cf.put(`/zones/${zoneId}/access/apps/${appId}`, {
    name,
    domain: host,
    destinations: [{ type: 'public', uri: host }],
  });
}

async function setHosts(accountId, appId, hosts) {
  // cf-codemod(access-self-hosted-domains): self_hosted_domains is replaced by destinations (since 2025-11-21): send destinations: domains.map((uri) => ({ type: 'public', uri })) instead; its value is not an array literal here
  const { data } = await cf.put(`/accounts/${accountId}/access/apps/${appId}`, { domain: hosts[0], self_hosted_domains: hosts });
  return data.result;
}

async function everyHost(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/access/apps`);
  // cf-codemod(access-self-hosted-domains): Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead
  return data.result.flatMap((app) => app.self_hosted_domains || [app.domain]);
}

module.exports = { rename, setHosts, everyHost };
