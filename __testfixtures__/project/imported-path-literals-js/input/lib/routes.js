const ROUTES = { kvKeys: '/workers/namespaces/sessions/keys', health: '/healthz' };
const KV_PATH = '/workers/namespaces/cache/keys';

module.exports = { ROUTES, KV_PATH };
