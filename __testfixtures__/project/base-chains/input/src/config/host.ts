export const CF_HOST = 'https://api.cloudflare.com';
export const DOCS_HOST = 'https://developers.cloudflare.com';
