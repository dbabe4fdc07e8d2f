const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN });

async function backup(zoneId) {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const response = await cf.zoneSettings.browse(zoneId);
  return response.result;
}

async function restore(zoneId, saved) {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: send one PATCH per setting
  await cf.zoneSettings.editAll(zoneId, { items: saved.map(({ id, value }) => ({ id, value })) });
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: send one PATCH per item instead (1 in all)
  await cf.zoneSettings.editAll(zoneId, { items: [{ id: 'development_mode', value: 'off' }] });
}

module.exports = { backup, restore };
