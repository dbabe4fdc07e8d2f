// A test server stands in for the API: each instance below starts on the API base, then the code
// points its defaults somewhere else before any request goes out, so none of these calls reaches Cloudflare.
const axios = require('axios');

const API_ROOT = 'https://api.cloudflare.com/client/v4';
const live = axios.create({ baseURL: API_ROOT, timeout: 5000 });

// A copy of the live settings, moved onto the local stub.
const stub = axios.create({ ...live.defaults });
stub.defaults.baseURL = 'http://127.0.0.1:9000';

const direct = axios.create({ baseURL: API_ROOT });
direct.defaults['baseURL'] = process.env.STUB_URL;

const merged = axios.create({ baseURL: API_ROOT });
Object.assign(merged.defaults, { baseURL: 'http://127.0.0.1:9001' });

const swapped = axios.create({ baseURL: API_ROOT });
swapped.defaults = { ...swapped.defaults, baseURL: 'http://127.0.0.1:9002' };

async function offOnStub(zone) {
  await stub.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

async function offDirect(zone) {
  await direct.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

async function offMerged(zone) {
  await merged.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

async function offSwapped(zone) {
  await swapped.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

module.exports = { offOnStub, offDirect, offMerged, offSwapped };
