// A small client whose methods take the path as an array of segments and join it themselves.
const BASE = 'https://api.cloudflare.com/client/v4';

class Cloudflare {
  constructor(token) {
    this.token = token;
  }

  async _get(segments) {
    const res = await fetch(`${BASE}/${segments.map(encodeURIComponent).join('/')}`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return (await res.json()).result;
  }

  async _send(method, segments, body) {
    const res = await fetch(`${BASE}/${segments.join('/')}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()).result;
  }
}

const api = new Cloudflare(process.env.CF_API_TOKEN);

async function throttles(zoneId) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  return api._get(['zones', zoneId, 'rate_limits']);
}

async function dropThrottle(zoneId, id) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  return api._send('DELETE', ['zones', zoneId, 'rate_limits', id]);
}

async function zoneName(zoneId) {
  return (await api._get(['zones', zoneId])).name;
}

module.exports = { throttles, dropThrottle, zoneName };
