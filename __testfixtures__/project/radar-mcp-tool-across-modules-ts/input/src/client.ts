import Cloudflare from 'cloudflare';

export function radarClient(token: string) {
  return new Cloudflare({ apiToken: token });
}
