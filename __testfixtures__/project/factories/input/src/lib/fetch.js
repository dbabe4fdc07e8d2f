const API = 'https://api.cloudflare.com/client/v4';

export const createCfFetch = (token) => (path, init = {}) =>
  fetch(`${API}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } }).then((r) => r.json());
