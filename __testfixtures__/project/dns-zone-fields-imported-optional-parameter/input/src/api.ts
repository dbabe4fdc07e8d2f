export const API_ROOT = 'https://api.cloudflare.com/client/v4';
export const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };
