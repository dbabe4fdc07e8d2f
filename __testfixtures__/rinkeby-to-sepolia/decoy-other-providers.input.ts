// Other providers' Rinkeby endpoints and explorer links are not ours to move.
export const RPCS = {
  chainId: 4,
  rpc: ['https://rinkeby.infura.io/v3/KEY', 'https://eth-rinkeby.alchemyapi.io/v2/KEY'],
  explorer: 'https://rinkeby.etherscan.io',
};
export const mainnet = 'https://cloudflare-eth.com';
export const notAGateway = 'https://example.com/cloudflare-eth.com/v1/rinkeby-archive';
export const inPath = 'https://example.com/cloudflare-eth.com/v1/rinkeby';
