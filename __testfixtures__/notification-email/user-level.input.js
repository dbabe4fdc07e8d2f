// Older scripts used the user-level load balancer pools.
const USER_POOLS = 'https://api.cloudflare.com/client/v4/user/load_balancers/pools';

function authHeaders() {
  return { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY, 'Content-Type': 'application/json' };
}

async function createUserPool(name, origins) {
  const res = await fetch(USER_POOLS, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ name, origins, notification_email: 'admin@example.org' }),
  });
  return res.json();
}

async function bulkClearNotifications() {
  await fetch(USER_POOLS, { method: 'PATCH', headers: authHeaders(), body: JSON.stringify({ notification_email: '' }) });
}

async function bulkSetNotifications(accountId) {
  await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/load_balancers/pools`, {
    method: 'PATCH',
    headers: authHeaders(),
    body: JSON.stringify({ notification_email: 'admin@example.org' }),
  });
}

module.exports = { createUserPool, bulkClearNotifications, bulkSetNotifications };
