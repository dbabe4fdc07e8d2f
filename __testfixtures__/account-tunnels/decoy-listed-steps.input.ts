// The same steps against an inventory service of our own: not the Cloudflare API.
const INVENTORY = 'https://inventory.example.com/v1';

export async function retire(accountId: string, tunnelId: string): Promise<void> {
  const steps = [
    { method: 'DELETE', path: `/accounts/${accountId}/tunnels/${tunnelId}/connections` },
    { method: 'DELETE', path: `/accounts/${accountId}/tunnels/${tunnelId}` },
  ];
  for (const step of steps) {
    await fetch(`${INVENTORY}${step.path}`, { method: step.method });
  }
  const labels = steps.map((s) => s.path.split('/').join(' '));
  console.log(labels);
}
