const got = require('got');
const Entry = require('./entry');

const cloudflare = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });

module.exports.live = new Entry(cloudflare);
