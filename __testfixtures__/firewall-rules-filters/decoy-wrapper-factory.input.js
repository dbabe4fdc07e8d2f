// Same shape, other hosts: a partner API, a base only the environment knows, and a local
// createCfFetch that returns a cache lookup.
const createPartnerFetch = (token) => (path, init = {}) =>
  fetch(`https://api.partner.example/client/v4${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });

const createEnvFetch = (token) => (path, init = {}) =>
  fetch(`${process.env.CF_API_URL}${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });

const cache = new Map();
const createCfFetch = (token) => (path) => cache.get(`${token}:${path}`);

async function listRules(token, zoneId) {
  const partner = createPartnerFetch(token);
  await partner(`/zones/${zoneId}/firewall/rules`);
  const env = createEnvFetch(token);
  await env(`/zones/${zoneId}/firewall/rules`);
  const cf = createCfFetch(token);
  return cf(`/zones/${zoneId}/firewall/rules`);
}

module.exports = { listRules };
