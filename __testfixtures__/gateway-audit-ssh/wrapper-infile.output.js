const BASE = 'https://api.cloudflare.com/client/v4';

async function cf(method, path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

function sshAudit(accountId, ruleId) {
  // cf-codemod(gateway-audit-ssh): Gateway rules with action 'audit_ssh' are refused from 2026-07-15: SSH command logging moves to Access for Infrastructure
  return cf('PUT', `/accounts/${accountId}/gateway/rules/${ruleId}`, { name: 'ssh', action: 'audit_ssh', filters: ['l4'], traffic: 'net.dst.port == 22' });
}

module.exports = { sshAudit };
