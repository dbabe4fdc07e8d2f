export function zoneUrl(suffix: string): URL {
  return new URL(`/client/v4${suffix}`, 'https://api.cloudflare.com');
}
