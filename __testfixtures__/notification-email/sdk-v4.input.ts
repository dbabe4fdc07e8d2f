import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function provisionPool(accountId: string, monitor: string) {
  const pool = await client.loadBalancers.pools.create({
    account_id: accountId,
    name: 'us-east',
    origins: [{ name: 'origin-1', address: '192.0.2.10', enabled: true }],
    monitor,
    notification_email: 'noc@example.com',
  });
  return pool.id;
}

export async function setAlertAddress(accountId: string, poolId: string) {
  await client.loadBalancers.pools.edit(poolId, {
    account_id: accountId,
    notification_email: 'noc@example.com; sre@example.com',
  });
}
