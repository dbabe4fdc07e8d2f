import Cloudflare from 'cloudflare';

export function clientFor(token: string) {
  return new Cloudflare({ apiToken: token });
}

const shared = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export const getClient = () => shared;
