// Wallet network table: Sepolia is already listed next to Rinkeby.
export const NETWORKS = {
  1: { name: 'Ethereum', rpc: ['https://cloudflare-eth.com/v1/mainnet'], chainId: 1 },
  4: {
    name: 'Rinkeby',
    rpc: ['https://cloudflare-eth.com/v1/rinkeby', 'https://rinkeby.example-node.io/rpc'],
    chainId: 4,
  },
  11155111: { name: 'Sepolia', rpc: ['https://rpc.sepolia.example-node.io'], chainId: 11155111 },
};

export const RPC_BY_CHAIN = new Map<number, { url: string; chainId: number }>([
  [4, { url: 'https://cloudflare-eth.com/v1/rinkeby', chainId: 4 }],
  [11155111, { url: 'https://rpc.sepolia.example-node.io', chainId: 11155111 }],
]);
