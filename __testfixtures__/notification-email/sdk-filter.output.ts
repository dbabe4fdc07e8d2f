import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Health alerts only when an origin goes down, not when it recovers.
export async function updateAlerting(accountId: string, poolId: string, origins: Cloudflare.LoadBalancers.Origin[]) {
  // cf-codemod(notification-email): notification_email dropped (removed 2023-04-03): create a Notifications policy for this pool's health alerts
  await cf.loadBalancers.pools.update(poolId, {
    account_id: accountId,
    name: 'apac-primary',
    origins,
    notification_filter: { origin: { healthy: false } },
  });
}
