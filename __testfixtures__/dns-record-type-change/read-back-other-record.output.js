const axios = require('axios');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

// The id is taken from the first record, then `record` names another one where the type is read.
async function mirror(zoneId, name, others) {
  const { data } = await api.get(`/zones/${zoneId}/dns_records`, { params: { name } });
  const record = data.result[0];
  const { id } = record;
  for (const record of others) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if record.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await api.patch(`/zones/${zoneId}/dns_records/${id}`, { type: record.type, content: record.content });
  }
}

// A let given another record's id before the update.
async function swap(zoneId, name, other) {
  const { data } = await api.get(`/zones/${zoneId}/dns_records`, { params: { name } });
  const record = data.result[0];
  let id = record.id;
  if (other) id = other.id;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if record.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await api.put(`/zones/${zoneId}/dns_records/${id}`, { type: record.type, name, content: record.content });
}

module.exports = { mirror, swap };
