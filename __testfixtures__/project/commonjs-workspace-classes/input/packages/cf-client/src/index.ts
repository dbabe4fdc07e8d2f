export { CloudflareClient, cloudflare } from './client';
