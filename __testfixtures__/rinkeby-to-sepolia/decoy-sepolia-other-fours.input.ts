// On the Sepolia gateway; the fours here are retry counts and versions, not chain ids.
const GATEWAY = 'https://cloudflare-eth.com/v1/sepolia';

export function shouldRetry(attempt: number, status: { version: number }): boolean {
  return attempt === 4 || status.version === 4;
}

export const CLIENT = { retries: 4, version: 4, url: GATEWAY, chainId: 11155111 };
