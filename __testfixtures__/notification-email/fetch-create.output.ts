const CF_API = 'https://api.cloudflare.com/client/v4';

interface Origin {
  name: string;
  address: string;
  enabled: boolean;
}

export async function createPool(accountId: string, monitorId: string, origins: Origin[]) {
  const pool = {
    name: 'primary-dc-1',
    description: 'Primary data center',
    origins,
    monitor: monitorId,
    minimum_origins: 1,
  };
  // cf-codemod(notification-email): notification_email dropped (removed 2023-04-03): create a Notifications policy for this pool's health alerts
  const res = await fetch(`${CF_API}/accounts/${accountId}/load_balancers/pools`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(pool),
  });
  const body = await res.json();
  return body.result.id as string;
}
