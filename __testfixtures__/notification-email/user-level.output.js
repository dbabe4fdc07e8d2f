// Older scripts used the user-level load balancer pools.
const USER_POOLS = 'https://api.cloudflare.com/client/v4/user/load_balancers/pools';

function authHeaders() {
  return { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY, 'Content-Type': 'application/json' };
}

async function createUserPool(name, origins) {
  // cf-codemod(notification-email): notification_email dropped (removed 2023-04-03): create a Notifications policy for this pool's health alerts
  const res = await fetch(USER_POOLS, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ name, origins }),
  });
  return res.json();
}

async function bulkClearNotifications() {
  // cf-codemod(notification-email): notification_email no longer exists (2023-04-03): this request only clears it, remove the call
  await fetch(USER_POOLS, { method: 'PATCH', headers: authHeaders(), body: JSON.stringify({ notification_email: '' }) });
}

async function bulkSetNotifications(accountId) {
  // cf-codemod(notification-email): notification_email no longer notifies (2023-04-03): create a Notifications policy, then remove this call
  await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/load_balancers/pools`, {
    method: 'PATCH',
    headers: authHeaders(),
    body: JSON.stringify({ notification_email: 'admin@example.org' }),
  });
}

module.exports = { createUserPool, bulkClearNotifications, bulkSetNotifications };
