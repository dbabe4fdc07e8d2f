const axios = require('axios');

// The base comes from the environment only: nothing says it is Cloudflare's API.
const instance = axios.create({
  baseURL: process.env.DNS_API_BASE + '/zones/' + process.env.ZONE_ID,
  headers: { Authorization: `Bearer ${process.env.DNS_API_TOKEN}` },
});

module.exports = instance;
