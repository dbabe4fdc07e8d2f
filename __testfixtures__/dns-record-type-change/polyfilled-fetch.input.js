global.fetch = require('node-fetch');

const API = 'https://api.cloudflare.com/client/v4';
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const RECORD_ID = '9a7806061c88ada191ed06f989cc3dac';

// A polyfill sends real requests: the record id written out names a real record.
async function point(kind, ip) {
  await fetch(`${API}/zones/${ZONE}/dns_records/${RECORD_ID}`, { method: 'PUT', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` }, body: JSON.stringify({ type: kind, name: 'home', content: ip }) });
}

module.exports = { point };
