export const CF_ROOT = 'https://api.cloudflare.com/client/v4';
