import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// cloudflare 4.0+: one PATCH for every pool of the account.
export async function clearPoolAlerts(accountId: string) {
  await client.loadBalancers.pools.bulkEdit({ account_id: accountId, notification_email: '' });
}

export async function setPoolAlerts(accountId: string) {
  await client.loadBalancers.pools.bulkEdit({ account_id: accountId, notification_email: 'noc@example.com' });
}

// cloudflare 3.0.0: the user-level pools.
export async function renameUserPool(poolId: string) {
  await client.user.loadBalancers.pools.edit(poolId, { name: 'eu-west', notification_email: 'noc@example.com' });
}
