// The converter's result is held by a const that the caller then writes to (its name): what the
// request sends is not the converter's object alone, so the converter is not rewritten (reported).
const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function toApiRecord(entry) {
  const out = { type: entry.kind, ttl: 1 };
  switch (entry.kind) {
    case 'MX':
      out.priority = entry.priority;
      break;
    default:
      out.content = entry.target;
  }
  return out;
}

async function publish(zoneId, entry) {
  const payload = toApiRecord(entry);
  payload.name = entry.fqdn;
  const { data } = await cf.post(`/zones/${zoneId}/dns_records`, payload);
  return data.result.id;
}

module.exports = { publish };
