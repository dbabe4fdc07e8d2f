const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

function resolve(ns, key) {
  return ns[key]({ dateRange: ['7d'] });
}

async function layer3Industries() {
  return resolve(client.radar.attacks.layer3.top, 'industry');
}

async function layer7Verticals() {
  return resolve(client.radar.attacks.layer7.top, 'vertical');
}

module.exports = { layer3Industries, layer7Verticals };
