const got = require('got');
const dns = require('./records');

const cloudflare = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });

module.exports.records = new dns.Records(cloudflare);
