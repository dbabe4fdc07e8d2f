const axios = require('axios');

const http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Sends a record body the caller built.
async function addRecord(zoneId, body) {
  const { data } = await http.post(`/zones/${zoneId}/dns_records`, body);
  return data.result;
}

module.exports = { addRecord };
