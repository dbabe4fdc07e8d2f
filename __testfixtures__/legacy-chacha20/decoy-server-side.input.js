const https = require('https');
const tls = require('tls');
const fs = require('fs');

// Server-side lists are not client connections to Cloudflare: left alone.
const SERVER_CIPHERS = 'ECDHE-RSA-CHACHA20-POLY1305-OLD:ECDHE-RSA-AES128-GCM-SHA256';

https
  .createServer({ key: fs.readFileSync('key.pem'), cert: fs.readFileSync('cert.pem'), ciphers: SERVER_CIPHERS }, (req, res) => res.end('ok'))
  .listen(8443);

const context = tls.createSecureContext({ ciphers: 'ECDHE-ECDSA-CHACHA20-POLY1305-OLD:ECDHE-ECDSA-AES128-GCM-SHA256' });

// Generates an nginx configuration file.
const nginx = { ssl: { protocols: 'TLSv1.2 TLSv1.3', ciphers: 'ECDHE-RSA-CHACHA20-POLY1305-OLD:ECDHE-RSA-AES128-GCM-SHA256' } };

module.exports = { context, nginx };
