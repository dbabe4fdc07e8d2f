'use strict';

const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

exports.handler = async (event) => {
  const zoneId = event.zoneId;

  return { statusCode: 204 };
};
