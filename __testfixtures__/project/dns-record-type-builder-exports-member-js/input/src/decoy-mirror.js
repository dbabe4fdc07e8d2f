const axios = require('axios');
const { Mirror } = require('./mirror-endpoints');

// A PUT built from the mirror's builder object: it goes to the mirror, none of the API's.
async function mirror(zone, id, ip) {
  await axios.put(Mirror.root + '/' + Mirror.version + Mirror.paths.record(zone, id), { type: 'A', content: ip });
}

module.exports = { mirror };
