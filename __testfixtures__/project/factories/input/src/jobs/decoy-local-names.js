// Named like the factories of lib/, defined here: they return something else.
const cache = new Map();

function createCloudflareApi(token) {
  return { token, patch: async (path, body) => cache.set(path, body) };
}

const createCfFetch = (token) => (path) => cache.get(`${token}:${path}`);

function makeClient(token) {
  return { token, patch: async (path, body) => cache.set(path, body) };
}

export async function run(token, zone) {
  await createCloudflareApi(token).patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const api = createCloudflareApi(token);
  await api.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const cf = createCfFetch(token);
  await cf(`/zones/${zone}/firewall/rules`);
  const http = makeClient(token);
  await http.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
}
