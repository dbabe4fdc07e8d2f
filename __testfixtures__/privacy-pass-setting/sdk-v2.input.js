'use strict';

const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

exports.handler = async (event) => {
  const zoneId = event.zoneId;

  await cf.zoneSettings.editAll(zoneId, {
    items: [{ id: 'privacy_pass', value: 'on' }],
  });

  await cf.zoneSettings.edit(zoneId, 'privacy_pass', { value: 'off' });

  return { statusCode: 204 };
};
