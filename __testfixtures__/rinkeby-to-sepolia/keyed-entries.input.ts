// Networks by chain id, looked up with CHAINS[provider.network.chainId].
export const CHAINS = {
  1: { name: 'Mainnet', rpc: ['https://cloudflare-eth.com/v1/mainnet'], chainId: 1 },
  4: {
    name: 'Rinkeby',
    rpc: ['https://cloudflare-eth.com/v1/rinkeby'],
    chainId: 4,
  },
};

export const PROVIDERS = new Map<number, { url: string; chainId: number }>([
  [1, { url: 'https://cloudflare-eth.com/v1/mainnet', chainId: 1 }],
  [4, { url: 'https://cloudflare-eth.com/v1/rinkeby', chainId: 4 }],
]);
