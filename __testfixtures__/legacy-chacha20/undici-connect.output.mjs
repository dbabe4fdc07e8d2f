import tls from 'node:tls';
import { Agent, fetch } from 'undici';

const dispatcher = new Agent({
  connect: {
    ciphers: `TLS_AES_128_GCM_SHA256:ECDHE-RSA-AES256-GCM-SHA384`,
  },
});

export const purge = (zoneId, files) =>
  fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`, {
    method: 'POST',
    dispatcher,
    body: JSON.stringify({ files }),
  });

const SUITES = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
];

export function probe(host) {
  return tls.connect({ host, port: 443, servername: host, ciphers: SUITES.join(':') });
}
