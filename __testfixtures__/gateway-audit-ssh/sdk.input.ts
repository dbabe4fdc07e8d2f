import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function auditRule(accountId: string, traffic: string) {
  return client.zeroTrust.gateway.rules.create({
    account_id: accountId,
    name: 'ssh audit',
    action: 'audit_ssh',
    filters: ['l4'],
    traffic,
  } as any);
}
