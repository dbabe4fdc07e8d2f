const axios = require('axios');

const CF = 'https://api.cloudflare.com/client/v4';
const LEDGER = 'https://ledger.example.org/v1';

// Once the record is made, the ledger's own answer (another `reply`, in the block) gives the zone name.
async function recordAndLog(zone, host, ip, token) {
  const reply = await axios.post(`${CF}/zones/${zone}/dns_records`, { type: 'A', name: host, content: ip }, { headers: { Authorization: `Bearer ${token}` } });
  if (reply.data.success) {
    const reply = await axios.get(`${LEDGER}/zones/${zone}`);
    const payload = reply.data;
    return payload.result.zone_name.toLowerCase();
  }
  return '';
}

module.exports = { recordAndLog };
