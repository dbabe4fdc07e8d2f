const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4/',
  headers: { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY },
});

async function listLimits(zoneId) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const { data } = await cf.get(`zones/${zoneId}/rate_limits`, { params: { per_page: 50 } });
  return data.result;
}

// Dry-run mode for the search endpoint while we tune the threshold.
async function simulateSearchLimit(zoneId, id) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: update the rate limiting rule in the http_ratelimit phase entrypoint ruleset
  return cf.put(`zones/${zoneId}/rate_limits/${id}`, {
    id,
    disabled: false,
    description: 'search (dry run)',
    match: { request: { url: 'shop.example.com/search', methods: ['GET', 'POST'] } },
    threshold: 100,
    period: 10,
    action: { mode: 'simulate', timeout: 60 },
  });
}

module.exports = { listLimits, simulateSearchLimit };
