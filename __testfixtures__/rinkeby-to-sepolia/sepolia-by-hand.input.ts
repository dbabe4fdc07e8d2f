// Moved to the Sepolia gateway by hand; the network check below was forgotten.
export const GATEWAY = 'https://cloudflare-eth.com/v1/sepolia';

export function onTestnet(provider: { network: { chainId: number } }): boolean {
  return provider.network.chainId === 4;
}

export const DEFAULTS = { chainId: 4, gateway: GATEWAY };
