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
    notification_email: 'ops@example.com,oncall@example.com',
    minimum_origins: 1,
  };
  const res = await fetch(`${CF_API}/accounts/${accountId}/load_balancers/pools`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(pool),
  });
  const body = await res.json();
  return body.result.id as string;
}
