const axios = require('axios');

// Our own load balancer service: same body shape, not Cloudflare.
const lb = axios.create({ baseURL: 'https://lb.internal.example.com/api' });

async function createInternalPool(name, origins) {
  return lb.post('/accounts/main/load_balancers/pools', { name, origins, notification_email: 'ops@example.com' });
}

// A template kept for documentation, never sent.
const POOL_TEMPLATE = { name: 'template', origins: [], notification_email: 'ops@example.com' };

// Reading the field from a Cloudflare GET is not sending it.
async function poolEmails(accountId) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/load_balancers/pools`);
  const body = await res.json();
  return body.result.map((p) => p.notification_email);
}

module.exports = { createInternalPool, POOL_TEMPLATE, poolEmails };
