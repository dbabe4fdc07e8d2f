const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

function resolve(ns, key) {
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/industry
  // cf-codemod(radar-endpoints): Radar attacks top industry/vertical ended 2025-09-20: use GET /radar/attacks/:layer/summary/vertical
  return ns[key]({ dateRange: ['7d'] });
}

async function layer3Industries() {
  return resolve(client.radar.attacks.layer3.top, 'industry');
}

async function layer7Verticals() {
  return resolve(client.radar.attacks.layer7.top, 'vertical');
}

module.exports = { layer3Industries, layer7Verticals };
