import Cloudflare from 'cloudflare';

export const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });
