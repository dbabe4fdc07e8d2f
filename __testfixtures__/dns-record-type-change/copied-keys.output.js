// MCP tool: update a DNS record with whichever fields the caller gave.
const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function call(route, verb = 'GET', payload) {
  const response = await fetch(`${API_ROOT}${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return response.json();
}

export async function editRecord(input) {
  const changes = {};
  ['type', 'name', 'content', 'ttl', 'proxied'].forEach((field) => {
    if (input[field] !== undefined) changes[field] = input[field];
  });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if input[field] can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return call(`/zones/${input.zoneId}/dns_records/${input.recordId}`, 'PATCH', changes);
}
