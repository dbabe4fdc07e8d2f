const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

function callPath(root, route, query) {
  return route.split('/').reduce((node, key) => node[key], root)(query);
}

async function industries() {
  return callPath(cf.radar.attacks.layer7, 'top/industry', { dateRange: ['7d'] });
}

async function summary() {
  return callPath(cf.radar.attacks.layer7, 'summary/vertical', { dateRange: ['7d'] });
}

module.exports = { industries, summary };
