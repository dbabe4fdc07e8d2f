const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const inventory = axios.create({ baseURL: 'https://inventory.example.com/api' });

// The old operator text in query parameters that go to other endpoints or hosts: not a DNS record filter.
async function zonesLike(term) {
  const params = new URLSearchParams({ name: `contains:${term}` });
  params.append('status', 'active');
  const { data } = await cf.get('/zones', { params });
  return data.result;
}

async function internalRecords(zoneId) {
  const qs = new URLSearchParams([['name', 'starts_with:db'], ['content', 'contains:10.']]);
  const { data } = await inventory.get(`/zones/${zoneId}/dns_records?${String(qs)}`);
  return data;
}

module.exports = { zonesLike, internalRecords };
