const API = 'https://api.cloudflare.com/client/v4';

// Builds the URL, then adds paging when asked.
async function request(path, { page, perPage } = {}) {
  let url = API + path;
  if (page) url += `?page=${page}`;
  if (perPage) url += (page ? '&' : '?') + 'per_page=' + perPage;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
  return res.json();
}

async function allRules(zoneId) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  return request(`/zones/${zoneId}/firewall/rules`, { page: 1, perPage: 100 });
}

module.exports = { allRules };
