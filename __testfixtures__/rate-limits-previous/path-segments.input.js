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
  return api._get(['zones', zoneId, 'rate_limits']);
}

async function dropThrottle(zoneId, id) {
  return api._send('DELETE', ['zones', zoneId, 'rate_limits', id]);
}

async function zoneName(zoneId) {
  return (await api._get(['zones', zoneId])).name;
}

module.exports = { throttles, dropThrottle, zoneName };
