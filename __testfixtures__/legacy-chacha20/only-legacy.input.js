const tls = require('tls');

const EXTRA = process.env.EXTRA_CIPHERS || '';

// A client that only ever offered the draft suites.
function connectLegacy(host) {
  return tls.connect(443, host, {
    servername: host,
    ciphers: 'ECDHE-RSA-CHACHA20-POLY1305-OLD:ECDHE-ECDSA-CHACHA20-POLY1305-OLD',
  });
}

tls.DEFAULT_CIPHERS = 'DHE-RSA-CHACHA20-POLY1305-OLD:' + EXTRA;

module.exports = { connectLegacy };
