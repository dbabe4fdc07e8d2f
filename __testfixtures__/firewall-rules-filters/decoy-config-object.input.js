const axios = require('axios');

// An appliance's configuration object with the same property names.
function getConfig() {
  return { api: 'https://fw.internal.example/api', zone: 'dmz' };
}

async function listRules() {
  const config = getConfig();
  const { data } = await axios.get(`${config.api}/zones/${config.zone}/firewall/rules`);
  return data;
}

module.exports = { listRules };
