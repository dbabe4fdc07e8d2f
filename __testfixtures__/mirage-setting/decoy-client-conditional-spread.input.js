// Under test the instances below are pointed at a local stub by a spread written after the API base:
// which host a call reaches depends on the run, so none of these calls is rewritten.
const axios = require('axios');

const API_ROOT = 'https://api.cloudflare.com/client/v4';
const underTest = process.env.NODE_ENV === 'test';
const live = axios.create({ baseURL: API_ROOT });

const fromLive = axios.create({ ...live.defaults, ...(underTest ? { baseURL: 'http://127.0.0.1:9000' } : {}) });
const written = axios.create({ baseURL: API_ROOT, ...(underTest ? { baseURL: 'http://127.0.0.1:9001' } : {}) });

function clientWith(overrides) {
  return axios.create({ baseURL: API_ROOT, ...overrides });
}

async function offFromLive(zone) {
  await fromLive.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

async function offWritten(zone) {
  await written.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

async function offWith(zone, overrides) {
  await clientWith(overrides).patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

module.exports = { offFromLive, offWritten, offWith };
