const axios = require('axios');

const client = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', timeout: 10000 });

module.exports = client;
