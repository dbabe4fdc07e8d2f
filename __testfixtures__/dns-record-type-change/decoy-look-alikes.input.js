const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function create(zoneId, name, ip) {
  await fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify({ type: 'A', name, content: ip }) });
}

async function ownDns(zoneId, recordId, kind) {
  await fetch(`https://dns.internal.example/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', body: JSON.stringify({ type: kind }) });
}

async function rule(zoneId, ruleId, kind) {
  await fetch(`${API}/zones/${zoneId}/pagerules/${ruleId}`, { method: 'PUT', headers, body: JSON.stringify({ type: kind }) });
}

async function comment(zoneId, recordId, text) {
  await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', headers, body: JSON.stringify({ comment: text }) });
}

module.exports = { create, ownDns, rule, comment };
