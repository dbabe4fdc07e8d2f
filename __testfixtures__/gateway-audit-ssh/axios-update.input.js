const axios = require('axios');

const gw = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function keepAuditing(accountId, ruleId, traffic) {
  const rule = { name: 'ssh audit', action: 'audit_ssh', filters: ['l4'], traffic, precedence: 20000 };
  await gw.put(`/accounts/${accountId}/gateway/rules/${ruleId}`, rule);
}

async function block(accountId, ruleId, traffic) {
  await gw.put(`/accounts/${accountId}/gateway/rules/${ruleId}`, { name: 'no ssh', action: 'block', filters: ['l4'], traffic });
}

module.exports = { keepAuditing, block };
