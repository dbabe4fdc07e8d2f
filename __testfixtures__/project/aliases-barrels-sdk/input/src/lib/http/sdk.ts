import Cloudflare from 'cloudflare';

export const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

export function clientFor(token: string) {
  return new Cloudflare({ apiToken: token });
}
