export const EDGE_API = 'https://api.cloudflare.com/client/v4';
