const tls = require('tls');

const EXTRA = process.env.EXTRA_CIPHERS || '';

// A client that only ever offered the draft suites.
function connectLegacy(host) {
  return tls.connect(443, host, {
    servername: host,
    // cf-codemod(legacy-chacha20): this cipher list names only the legacy draft ChaCha20-Poly1305 suites (removed from the edge, 2023-07-01): replace it
    ciphers: 'ECDHE-RSA-CHACHA20-POLY1305-OLD:ECDHE-ECDSA-CHACHA20-POLY1305-OLD',
  });
}

// cf-codemod(legacy-chacha20): this cipher list names a legacy draft ChaCha20-Poly1305 suite (*-CHACHA20-POLY1305-OLD): remove it by hand
tls.DEFAULT_CIPHERS = 'DHE-RSA-CHACHA20-POLY1305-OLD:' + EXTRA;

module.exports = { connectLegacy };
