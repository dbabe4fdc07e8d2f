export enum SupportedChainId {
  MAINNET = 1,
  RINKEBY = 4,
}

// Public RPC endpoints used when the wallet has none.
export const FALLBACK_URLS: { [chainId: number]: string[] } = {
  [SupportedChainId.MAINNET]: ['https://cloudflare-eth.com'],
  [SupportedChainId.RINKEBY]: ['https://cloudflare-eth.com/v1/rinkeby'],
};
