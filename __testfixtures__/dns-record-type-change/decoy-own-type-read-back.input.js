const axios = require('axios');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

// Each record of a name gets a new TTL and is sent back with the type it was read with.
async function setTtl(zoneId, name, ttl) {
  const { data } = await api.get(`/zones/${zoneId}/dns_records`, { params: { name } });
  for (const record of data.result) {
    const { id, type, content } = record;
    await api.put(`/zones/${zoneId}/dns_records/${id}`, { type, name, content, ttl });
  }
}

// The id in a const, the type read off the same record.
async function renameFirst(zoneId, oldName, newName) {
  const { data } = await api.get(`/zones/${zoneId}/dns_records`, { params: { name: oldName } });
  const current = data.result[0];
  const currentId = current.id;
  await api.patch(`/zones/${zoneId}/dns_records/${currentId}`, { type: current.type, name: newName });
}

module.exports = { setTtl, renameFirst };
