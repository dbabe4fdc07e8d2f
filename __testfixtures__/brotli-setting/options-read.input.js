// Options read off one object, axios style: url, method and data.
const axios = require('axios');

const http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function request(options) {
  return http.request({
    url: options.url,
    method: options.method,
    data: options.data,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  });
}

async function setup(id) {
  const data = { value: 'on' };
  await request({ url: '/zones/' + id + '/settings/brotli', method: 'PATCH', data });
  await request({ url: '/zones/' + id + '/settings/early_hints', method: 'PATCH', data });
}

module.exports = { setup };
