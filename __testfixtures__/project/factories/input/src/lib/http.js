const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

function makeClient(token) {
  return axios.create({ baseURL: API, headers: { Authorization: `Bearer ${token}` } });
}

module.exports = { makeClient };
