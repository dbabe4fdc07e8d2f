import Http from './http.js';

const BASE = 'https://api.cloudflare.com/client/v4';

export function cf(path, options) {
  return Http.dispatch(BASE + path, options);
}
