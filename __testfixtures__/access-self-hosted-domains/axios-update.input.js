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
    self_hosted_domains: [host],
  });
}

async function setHosts(accountId, appId, hosts) {
  const { data } = await cf.put(`/accounts/${accountId}/access/apps/${appId}`, { domain: hosts[0], self_hosted_domains: hosts });
  return data.result;
}

async function everyHost(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/access/apps`);
  return data.result.flatMap((app) => app.self_hosted_domains || [app.domain]);
}

module.exports = { rename, setHosts, everyHost };
