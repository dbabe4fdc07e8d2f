// Moved to the Sepolia gateway by hand; the network check below was forgotten.
export const GATEWAY = 'https://cloudflare-eth.com/v1/sepolia';

export function onTestnet(provider: { network: { chainId: number } }): boolean {
  // cf-codemod(rinkeby-to-sepolia): chain id 4 (Rinkeby) used here while the gateway URL now points to Sepolia (chain id 11155111)
  return provider.network.chainId === 4;
}

// cf-codemod(rinkeby-to-sepolia): chain id 4 (Rinkeby) used here while the gateway URL now points to Sepolia (chain id 11155111)
export const DEFAULTS = { chainId: 4, gateway: GATEWAY };
