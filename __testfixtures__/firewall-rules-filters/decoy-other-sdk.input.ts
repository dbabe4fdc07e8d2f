import { createClient } from '@acme/cloud-vm';

// Another provider's SDK with the same resource names.
const client = createClient({ token: process.env.ACME_TOKEN! });

export async function allowSsh(vmId: string) {
  await client.firewall.rules.create({ action: 'allow', destination: { vmId, port: 22 } });
  const filters = await client.filters.create({ name: 'ssh', query: 'port:22' });
  return client.firewall.rules.list({ filter: filters.id });
}
