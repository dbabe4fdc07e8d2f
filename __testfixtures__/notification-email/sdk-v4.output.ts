import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function provisionPool(accountId: string, monitor: string) {
  // cf-codemod(notification-email): notification_email dropped (removed 2023-04-03): create a Notifications policy for this pool's health alerts
  const pool = await client.loadBalancers.pools.create({
    account_id: accountId,
    name: 'us-east',
    origins: [{ name: 'origin-1', address: '192.0.2.10', enabled: true }],
    monitor,
  });
  return pool.id;
}

export async function setAlertAddress(accountId: string, poolId: string) {
  // cf-codemod(notification-email): notification_email no longer notifies (2023-04-03): create a Notifications policy, then remove this call
  await client.loadBalancers.pools.edit(poolId, {
    account_id: accountId,
    notification_email: 'noc@example.com; sre@example.com',
  });
}
