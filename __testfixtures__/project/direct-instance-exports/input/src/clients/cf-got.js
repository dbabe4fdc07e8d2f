const got = require('got');

module.exports = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4', responseType: 'json' });
