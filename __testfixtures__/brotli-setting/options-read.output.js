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

function send(opts) {
  const { url, method = 'GET', data } = opts;
  return http.request({ url, method, data, timeout: 10000 });
}

async function setup(id) {
  const data = { value: 'on' };
  await request({ url: '/zones/' + id + '/settings/early_hints', method: 'PATCH', data });
}

async function lighter(id) {
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  await send({ url: `/zones/${id}/settings/brotli`, method: 'PATCH', data: { value: 'off' } });
  await send({ url: `/zones/${id}/settings/rocket_loader`, method: 'PATCH', data: { value: 'off' } });
}

module.exports = { setup, lighter };
