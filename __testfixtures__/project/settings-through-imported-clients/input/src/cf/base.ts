export const API = 'https://api.cloudflare.com/client/v4';
