// Networks the dapp can talk to.
export const CHAINS = [
  {
    name: 'Ethereum Testnet Rinkeby',
    chain: 'ETH',
    network: 'rinkeby',
    rpc: ['https://cloudflare-eth.com/v1/rinkeby'],
    chainId: 4,
    networkId: 4,
    explorers: [{ name: 'etherscan', url: 'https://rinkeby.etherscan.io' }],
  },
  {
    name: 'Ethereum Mainnet',
    rpc: ['https://cloudflare-eth.com'],
    chainId: 1,
  },
];
