const axios = require('axios');
const settings = require('../settings');

async function listRules() {
  const { data } = await axios.get(settings.cfBase + '/zones/' + settings.zoneId + '/firewall/rules');
  return data.result;
}

module.exports = { listRules };
