import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function auditRule(accountId: string, traffic: string) {
  // cf-codemod(gateway-audit-ssh): Gateway rules with action 'audit_ssh' are refused from 2026-07-15: SSH command logging moves to Access for Infrastructure
  return client.zeroTrust.gateway.rules.create({
    account_id: accountId,
    name: 'ssh audit',
    action: 'audit_ssh',
    filters: ['l4'],
    traffic,
  } as any);
}
