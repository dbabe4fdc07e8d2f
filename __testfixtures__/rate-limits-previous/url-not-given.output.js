// A rate limit created with methods only: the old API's url is not written here, so the suggested
// rule must not match every POST on the zone.
const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

function limitPosts(zoneId) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: create a rate limiting rule in phase http_ratelimit instead
  return axios.post(`${API}/zones/${zoneId}/rate_limits`, {
    threshold: 100,
    period: 60,
    action: { mode: 'simulate' },
    match: { request: { methods: ['POST'] } },
  });
}

module.exports = { limitPosts };
