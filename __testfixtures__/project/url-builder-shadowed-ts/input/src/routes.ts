export const zoneUrl = (suffix: string): URL => new URL(`/client/v4${suffix}`, 'https://api.cloudflare.com');
