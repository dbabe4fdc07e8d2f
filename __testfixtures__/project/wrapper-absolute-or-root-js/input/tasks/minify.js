const { request } = require('../lib/client');

async function turnOffMinify(zoneId) {
  await request({ route: '/zones/' + zoneId + '/settings/minify', method: 'PATCH', data: { value: { css: 'off', html: 'off', js: 'off' } } });
  console.log('done', zoneId);
}

module.exports = { turnOffMinify };
