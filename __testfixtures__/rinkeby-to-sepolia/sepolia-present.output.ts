// Wallet network table: Sepolia is already listed next to Rinkeby.
export const NETWORKS = {
  1: { name: 'Ethereum', rpc: ['https://cloudflare-eth.com/v1/mainnet'], chainId: 1 },
  // cf-codemod(rinkeby-to-sepolia): this map already has a Sepolia (11155111) entry: merge the Rinkeby (4) entry into it by hand
  4: {
    name: 'Sepolia',
    // cf-codemod(rinkeby-to-sepolia): Rinkeby-only URL in an entry now on Sepolia: replace it with its Sepolia counterpart
    rpc: ['https://cloudflare-eth.com/v1/sepolia', 'https://rinkeby.example-node.io/rpc'],
    chainId: 11155111,
  },
  11155111: { name: 'Sepolia', rpc: ['https://rpc.sepolia.example-node.io'], chainId: 11155111 },
};

// cf-codemod(rinkeby-to-sepolia): this map already has a Sepolia (11155111) entry: merge the Rinkeby (4) entry into it by hand
export const RPC_BY_CHAIN = new Map<number, { url: string; chainId: number }>([
  [4, { url: 'https://cloudflare-eth.com/v1/sepolia', chainId: 11155111 }],
  [11155111, { url: 'https://rpc.sepolia.example-node.io', chainId: 11155111 }],
]);
