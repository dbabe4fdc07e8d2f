import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Health alerts only when an origin goes down, not when it recovers.
export async function updateAlerting(accountId: string, poolId: string, origins: Cloudflare.LoadBalancers.Origin[]) {
  await cf.loadBalancers.pools.update(poolId, {
    account_id: accountId,
    name: 'apac-primary',
    origins,
    notification_email: 'alerts@example.net',
    notification_filter: { origin: { healthy: false } },
  });
}
