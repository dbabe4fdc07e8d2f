import https from 'https';

// The first suite is also shown on the settings page: removing an element would change it.
const CIPHERS = ['ECDHE-RSA-CHACHA20-POLY1305-OLD', 'ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384'];

export const preferredSuite = CIPHERS[0];

export const agent = new https.Agent({ keepAlive: true, ciphers: CIPHERS.join(':') });
