const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4/zones';

// The record to update is picked out of the list by the very type the body sends:
// whatever the list held, the record updated already has that type.
async function pointHostAt(zoneId, host, address, kind = 'A') {
  const listed = await axios.get(`${API}/${zoneId}/dns_records`, { params: { name: host } });
  const current = listed.data.result.find((rec) => rec.type === kind);
  const payload = { type: kind, name: host, content: address, ttl: 1 };
  if (current) {
    const currentId = current.id;
    return axios.put(`${API}/${zoneId}/dns_records/${currentId}`, payload);
  }
  return axios.post(`${API}/${zoneId}/dns_records`, payload);
}

// Same, with the comparison written the other way round and an optional call.
async function pointMailAt(zoneId, host, target, kind) {
  const listed = await axios.get(`${API}/${zoneId}/dns_records`, { params: { name: host } });
  const mail = listed.data.result?.find(function (rec) { return kind === rec.type; });
  if (mail) await axios.patch(`${API}/${zoneId}/dns_records/${mail.id}`, { type: kind, content: target });
}

module.exports = { pointHostAt, pointMailAt };
