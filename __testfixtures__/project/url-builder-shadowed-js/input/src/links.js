export function apiLink(route) {
  return new URL(`/client/v4${route}`, 'https://api.cloudflare.com');
}
