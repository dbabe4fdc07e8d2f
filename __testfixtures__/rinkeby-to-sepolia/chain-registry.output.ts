// Networks the dapp can talk to.
export const CHAINS = [
  {
    name: 'Ethereum Testnet Sepolia',
    chain: 'ETH',
    network: 'sepolia',
    rpc: ['https://cloudflare-eth.com/v1/sepolia'],
    chainId: 11155111,
    networkId: 11155111,
    explorers: [{ name: 'etherscan', url: 'https://sepolia.etherscan.io' }],
  },
  {
    name: 'Ethereum Mainnet',
    rpc: ['https://cloudflare-eth.com'],
    chainId: 1,
  },
];
