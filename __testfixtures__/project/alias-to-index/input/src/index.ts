// The package's entry point holds the API base.
export const CF_API = 'https://api.cloudflare.com/client/v4';
