const cloudflare = require('cloudflare');

function makeClient(token) {
  return cloudflare({ token });
}

exports.makeClient = makeClient;
