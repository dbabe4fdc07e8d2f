import https from 'node:https';

// The standard suites stay; an exclusion of a legacy name is harmless and stays too.
export const agent = new https.Agent({
  ciphers: 'ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:!ECDHE-RSA-CHACHA20-POLY1305-OLD:ECDHE-RSA-AES128-GCM-SHA256',
});
