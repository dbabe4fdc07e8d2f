import Http from './http.js';

// An in-house edge service that mirrors a few API paths.
export function edge(path, options) {
  return Http.dispatch('https://edge.example.net/v4' + path, options);
}
