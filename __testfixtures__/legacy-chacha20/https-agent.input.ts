import https from 'node:https';
import axios from 'axios';
import Cloudflare from 'cloudflare';

// Pinned for an old compliance review; kept in sync with the load balancer's list.
const CIPHERS =
  'ECDHE-ECDSA-CHACHA20-POLY1305-OLD:ECDHE-RSA-CHACHA20-POLY1305-OLD:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:ECDHE-RSA-AES128-GCM-SHA256';

const agent = new https.Agent({ keepAlive: true, ciphers: CIPHERS, minVersion: 'TLSv1.2' });

export const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  httpsAgent: agent,
});

export const client = new Cloudflare({
  apiToken: process.env.CLOUDFLARE_API_TOKEN,
  httpAgent: new https.Agent({ ciphers: "ECDHE-RSA-AES256-GCM-SHA384:DHE-RSA-CHACHA20-POLY1305-OLD" }),
});
