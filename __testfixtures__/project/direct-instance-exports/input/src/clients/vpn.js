const axios = require('axios');

// Another provider's API, exported the same way.
module.exports = axios.create({ baseURL: 'https://api.vpn-provider.example/v1' });
