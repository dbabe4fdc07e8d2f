const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function pointTo(zoneId, recordId, target) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.patch(`/zones/${zoneId}/dns_records/${recordId}`, { type: 'CNAME', content: target, proxied: true });
}

async function bumpTtl(zoneId, ttl) {
  const { data } = await cf.get(`/zones/${zoneId}/dns_records`, { params: { per_page: 100 } });
  for (const record of data.result) {
    await cf.put(`/zones/${zoneId}/dns_records/${record.id}`, { ...record, ttl });
    await cf.patch(`/zones/${zoneId}/dns_records/${record.id}`, { type: record.type, ttl });
  }
}

module.exports = { pointTo, bumpTtl };
