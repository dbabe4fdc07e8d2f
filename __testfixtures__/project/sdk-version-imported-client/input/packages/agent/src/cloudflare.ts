import Cloudflare from 'cloudflare';

// One client for the package; every module that talks to the API imports it.
export const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
export const accountId = process.env.CLOUDFLARE_ACCOUNT_ID ?? '';
