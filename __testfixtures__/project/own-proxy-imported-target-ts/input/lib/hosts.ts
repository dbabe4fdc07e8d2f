export const CF_BASE = 'https://api.cloudflare.com/client/v4';
