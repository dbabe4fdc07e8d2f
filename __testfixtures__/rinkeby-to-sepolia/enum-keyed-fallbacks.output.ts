export enum SupportedChainId {
  MAINNET = 1,
  RINKEBY = 4,
}

// Public RPC endpoints used when the wallet has none.
export const FALLBACK_URLS: { [chainId: number]: string[] } = {
  [SupportedChainId.MAINNET]: ['https://cloudflare-eth.com'],
  // cf-codemod(rinkeby-to-sepolia): this entry is keyed by the Rinkeby chain id (SupportedChainId.RINKEBY) but its gateway URL now points to Sepolia: key it by Sepolia's chain id (11155111)
  [SupportedChainId.RINKEBY]: ['https://cloudflare-eth.com/v1/sepolia'],
};
