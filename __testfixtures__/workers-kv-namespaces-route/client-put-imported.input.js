const axios = require('axios');
const { seedDefaults } = require('./seed-defaults');

const ACCOUNT = process.env.CF_ACCOUNT;
const NAMESPACE = process.env.KV_NAMESPACE;
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });

const DEFAULTS_KEY = `/accounts/${ACCOUNT}/workers/namespaces/${NAMESPACE}/values/defaults`;

// A function of the file handed as the payload's source is still a request, not a route.
function buildDefaults() {
  return { theme: 'dark' };
}

async function writeDefaults() {
  await cf.put(DEFAULTS_KEY, buildDefaults);
}

module.exports = { writeDefaults, seedDefaults };
