// Networks by chain id, looked up with CHAINS[provider.network.chainId].
export const CHAINS = {
  1: { name: 'Mainnet', rpc: ['https://cloudflare-eth.com/v1/mainnet'], chainId: 1 },
  11155111: {
    name: 'Sepolia',
    rpc: ['https://cloudflare-eth.com/v1/sepolia'],
    chainId: 11155111,
  },
};

export const PROVIDERS = new Map<number, { url: string; chainId: number }>([
  [1, { url: 'https://cloudflare-eth.com/v1/mainnet', chainId: 1 }],
  [11155111, { url: 'https://cloudflare-eth.com/v1/sepolia', chainId: 11155111 }],
]);
