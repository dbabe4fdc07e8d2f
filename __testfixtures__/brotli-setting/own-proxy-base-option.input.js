// The panel's server forwards /cf/... to the API; the client names the prefix as axios's baseURL.
const axios = require('axios');
const UPSTREAM = 'https://api.cloudflare.com/client/v4';

function relay(req, res) {
  axios({ url: UPSTREAM + req.originalUrl.replace(/^\/cf/, ''), method: req.method, data: req.body }).then((answer) => res.json(answer.data));
}

async function compress(zone) {
  await axios.patch(`/zones/${zone}/settings/brotli`, { value: 'on' }, { baseURL: '/cf' });
}

module.exports = { relay, compress };
