export const zoneToken = process.env.CLOUDFLARE_API_TOKEN ?? '';
