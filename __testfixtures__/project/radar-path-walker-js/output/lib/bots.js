const Cloudflare = require('cloudflare');
const { invoke } = require('./walk');

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

async function categories() {
  // cf-codemod(radar-endpoints): Radar verified_bots top list ended 2026-01-01: use GET /radar/bots/summary/category
  return invoke(cf.radar.verifiedBots, 'top/categories', { limit: 10 });
}

async function anyPath(path) {
  return invoke(cf.radar.verifiedBots, path, { limit: 10 });
}

module.exports = { categories, anyPath };
