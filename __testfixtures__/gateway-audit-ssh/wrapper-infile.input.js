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
  return cf('PUT', `/accounts/${accountId}/gateway/rules/${ruleId}`, { name: 'ssh', action: 'audit_ssh', filters: ['l4'], traffic: 'net.dst.port == 22' });
}

module.exports = { sshAudit };
