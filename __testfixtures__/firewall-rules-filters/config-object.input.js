const axios = require('axios');

function getConfig() {
  return {
    api: 'https://api.cloudflare.com/client/v4',
    zone: process.env.CF_ZONE_ID,
  };
}

const defaults = { endpoint: 'https://api.cloudflare.com/client/v4', perPage: 50 };

async function listRules() {
  const config = getConfig();
  const { data } = await axios.get(`${config.api}/zones/${config.zone}/firewall/rules`);
  return data.result;
}

async function dropFilter(zoneId, id) {
  await fetch(defaults.endpoint + '/zones/' + zoneId + '/filters/' + id, { method: 'DELETE' });
}

module.exports = { listRules, dropFilter };
