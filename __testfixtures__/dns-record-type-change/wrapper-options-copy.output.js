const CF = 'https://api.cloudflare.com/client/v4';

// The wrapper copies the caller's options into a const of its own (adding headers) before fetch:
// the caller's method and body are what goes out.
async function callCloudflare(route, init = {}) {
  const sent = { ...init, headers: { authorization: `Bearer ${process.env.CF_TOKEN}`, ...(init.headers || {}) } };
  const res = await fetch(`${CF}${route}`, sent);
  return res.json();
}

async function saveRecord(zoneId, recordId, input) {
  const record = { type: input.type, name: input.name, content: input.content, ttl: 1 };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if input.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return callCloudflare(`/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', body: JSON.stringify(record) });
}

module.exports = { saveRecord };
