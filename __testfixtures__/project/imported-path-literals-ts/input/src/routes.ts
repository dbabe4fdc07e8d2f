export const ROUTES = { kvKeys: '/workers/namespaces/sessions/keys', health: '/healthz' };
export const KV_PATH = '/workers/namespaces/cache/keys';
