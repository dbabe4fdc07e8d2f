export const CF_API = 'https://api.cloudflare.com/client/v4';
// Only ever sent to the API, here and by sync.ts.
export const NAMESPACES = '/accounts/acc9/workers/namespaces';

export const listNamespaces = (): Promise<Response> => fetch(CF_API + NAMESPACES);
