const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN });

async function backup(zoneId) {
  const response = await cf.zoneSettings.browse(zoneId);
  return response.result;
}

async function restore(zoneId, saved) {
  await cf.zoneSettings.editAll(zoneId, { items: saved.map(({ id, value }) => ({ id, value })) });
  await cf.zoneSettings.editAll(zoneId, { items: [{ id: 'development_mode', value: 'off' }] });
}

module.exports = { backup, restore };
