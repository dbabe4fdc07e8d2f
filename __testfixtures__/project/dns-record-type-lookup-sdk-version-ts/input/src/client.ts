import Cloudflare from 'cloudflare';

// The one client of the app.
export const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
