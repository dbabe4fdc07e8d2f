const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const local = { top: { industry: (q) => q } };

function callPath(root, route, query) {
  return route.split('/').reduce((node, key) => node[key], root)(query);
}

// Splits on '/' but walks by a fixed key: not a path-walker.
function firstOnly(root, route, query) {
  return route.split('/').reduce((node) => node.top, root)(query);
}

async function mine() {
  return callPath(local, 'top/industry', {});
}

async function fixed() {
  return firstOnly(cf.radar.attacks.layer7, 'top/industry', {});
}

async function given(route) {
  return callPath(cf.radar.attacks.layer7, route, {});
}

module.exports = { mine, fixed, given };
