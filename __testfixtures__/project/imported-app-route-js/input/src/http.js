'use strict';

const got = require('got');

// Named like a router, but the API's client.
exports.router = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4' });
