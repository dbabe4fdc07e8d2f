const { http } = require('./client');

async function stopMinify(zoneId) {
  await http.patch(`/zones/${zoneId}/settings/minify`, { value: { css: 'off', html: 'off', js: 'off' } });
}

module.exports = { stopMinify };
