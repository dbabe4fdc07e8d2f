const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function updatePool(accountId, poolId, origins, alertEmails) {
  const { data } = await cf.put(`/accounts/${accountId}/load_balancers/pools/${poolId}`, {
    name: 'eu-pool',
    origins,
    notification_email: alertEmails,
    notification_filter: { origin: { disable: false, healthy: null } },
  });
  return data.result;
}

async function listPools(accountId) {
  const { data } = await cf.get(`/accounts/${accountId}/load_balancers/pools`);
  return data.result.map((p) => ({ id: p.id, notify: p.notification_email }));
}

module.exports = { updatePool, listPools };
