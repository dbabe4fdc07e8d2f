const axios = require('axios');

// Pointed at the local emulator when EMULATE is set: not always Cloudflare's API.
let http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
if (process.env.EMULATE) http = axios.create({ baseURL: 'http://127.0.0.1:8787/client/v4' });

module.exports = { http };
