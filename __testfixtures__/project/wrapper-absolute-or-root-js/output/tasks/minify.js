const { request } = require('../lib/client');

async function turnOffMinify(zoneId) {
  console.log('done', zoneId);
}

module.exports = { turnOffMinify };
