const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function listAudits(accountId) {
  const res = await fetch(`${API}/accounts/${accountId}/gateway/rules`, { headers });
  const { result } = await res.json();
  return result.filter((r) => r.action === 'audit_ssh');
}

async function ownProxy(accountId) {
  await fetch(`https://proxy.internal.example/accounts/${accountId}/gateway/rules`, { method: 'POST', body: JSON.stringify({ action: 'audit_ssh' }) });
}

async function ruleset(zoneId, rulesetId) {
  await fetch(`${API}/zones/${zoneId}/rulesets/${rulesetId}/rules`, { method: 'POST', headers, body: JSON.stringify({ action: 'log', description: 'audit_ssh' }) });
}

module.exports = { listAudits, ownProxy, ruleset };
