// The same helper for a self-hosted look-alike of the API.
export function endpoint(path) {
  return new URL('/client/v4' + path, 'https://cf-proxy.internal.example');
}
