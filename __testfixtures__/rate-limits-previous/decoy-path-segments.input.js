// Segments joined for things that are not Cloudflare API requests.
const path = require('path');

const CACHE = path.join('cache', ['zones', 'rate_limits'].join('/'));

class Mirror {
  async _get(segments) {
    const res = await fetch(`https://mirror.example.org/${segments.join('/')}`);
    return res.json();
  }
}

const mirror = new Mirror();

async function mirrored(zoneId) {
  return mirror._get(['zones', zoneId, 'rate_limits']);
}

function label(zoneId) {
  return ['zones', zoneId, 'rate_limits'].join(' / ');
}

module.exports = { CACHE, mirrored, label };
