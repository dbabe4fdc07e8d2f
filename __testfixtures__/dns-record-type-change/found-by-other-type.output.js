const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4/zones';

// Found by one type, sent with another: the type can change.
async function retype(zoneId, host, from, to) {
  const listed = await axios.get(`${API}/${zoneId}/dns_records`, { params: { name: host } });
  const old = listed.data.result.find((rec) => rec.type === from);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if to can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (old) await axios.put(`${API}/${zoneId}/dns_records/${old.id}`, { type: to, name: host, content: old.content });
}

// Found by type, but the type is written again before the update.
async function retypeLater(zoneId, host, content, kind) {
  const listed = await axios.get(`${API}/${zoneId}/dns_records`, { params: { name: host } });
  const old = listed.data.result.find((rec) => rec.type === kind);
  kind = kind === 'A' ? 'AAAA' : 'A';
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (old) await axios.put(`${API}/${zoneId}/dns_records/${old.id}`, { type: kind, name: host, content });
}

module.exports = { retype, retypeLater };
