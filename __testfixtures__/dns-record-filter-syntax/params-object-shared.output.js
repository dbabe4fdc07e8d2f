const axios = require('axios');

const CF = 'https://api.cloudflare.com/client/v4';

// One filter object for Cloudflare and for the team's own record cache: renaming its key would change the cache's query.
const shopFilter = { name: 'contains:shop', per_page: 50 };

async function fromCloudflare(zoneId) {
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: shopFilter });
  return data.result;
}

async function fromCache() {
  const { data } = await axios.get('https://records.internal/search', { params: shopFilter });
  return data;
}

// The filter's own key is read again after the request (a log line, a label).
const mailFilter = { content: 'ends_with:.mail.example.net' };

async function mailHosts(zoneId) {
  // cf-codemod(dns-record-filter-syntax): content=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to content.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: mailFilter });
  console.log(`hosts whose content is ${mailFilter.content}`);
  return data.result;
}

// Whole options handed to two calls.
const listOptions = { params: { name: 'starts_with:api.' }, timeout: 5000 };

async function apiHosts(zoneId) {
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, listOptions);
  return data.result;
}

function describe() {
  return axios.get('https://audit.internal/queries', listOptions);
}

// Options whose params are read through them elsewhere.
const labelOptions = { params: { name: 'contains:label' } };

async function labelled(zoneId) {
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, labelOptions);
  return { query: labelOptions.params.name, records: data.result };
}

// Only ever sent to Cloudflare, a page size set beforehand: renamed.
const devFilter = { 'name.endswith': '.dev' };
devFilter.per_page = 100;

async function devHosts(zoneId) {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: devFilter });
  return data.result;
}

// Built in the function with its page size, handed on by shorthand: renamed.
async function shopPage(zoneId, page) {
  const params = { 'name.contains': 'shop', page };
  if (page > 1) params.per_page = 50;
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params });
  return data.result;
}

module.exports = { fromCloudflare, fromCache, mailHosts, apiHosts, describe, labelled, devHosts, shopPage };
