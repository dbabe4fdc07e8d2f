import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// cloudflare 4.0+: one PATCH for every pool of the account.
export async function clearPoolAlerts(accountId: string) {
  // cf-codemod(notification-email): notification_email no longer exists (2023-04-03): this request only clears it, remove the call
  await client.loadBalancers.pools.bulkEdit({ account_id: accountId, notification_email: '' });
}

export async function setPoolAlerts(accountId: string) {
  // cf-codemod(notification-email): notification_email no longer notifies (2023-04-03): create a Notifications policy, then remove this call
  await client.loadBalancers.pools.bulkEdit({ account_id: accountId, notification_email: 'noc@example.com' });
}

// cloudflare 3.0.0: the user-level pools.
export async function renameUserPool(poolId: string) {
  // cf-codemod(notification-email): notification_email dropped (removed 2023-04-03): create a Notifications policy for this pool's health alerts
  await client.user.loadBalancers.pools.edit(poolId, { name: 'eu-west' });
}
