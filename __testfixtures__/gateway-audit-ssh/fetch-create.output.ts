const API = 'https://api.cloudflare.com/client/v4';

export async function logSsh(accountId: string, token: string) {
  // cf-codemod(gateway-audit-ssh): Gateway rules with action 'audit_ssh' are refused from 2026-07-15: SSH command logging moves to Access for Infrastructure
  const res = await fetch(`${API}/accounts/${accountId}/gateway/rules`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Log SSH to bastions',
      action: 'audit_ssh',
      filters: ['l4'],
      traffic: 'net.dst.ip in {10.20.0.0/16} and net.dst.port == 22',
      enabled: true,
    }),
  });
  return (await res.json()).result.id as string;
}
