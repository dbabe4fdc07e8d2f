import Cloudflare from 'cloudflare';

export function clientFor(token: string): Cloudflare {
  return new Cloudflare({ apiToken: token });
}
