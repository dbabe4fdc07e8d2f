// The gateway URL moves; an explorer link elsewhere in the file is not part of its entry.
export const RPC_URL = 'https://cloudflare-eth.com/v1/sepolia';

export const links = {
  explorer: 'https://rinkeby.etherscan.io/address/0xabc',
  faucet: 'https://faucet.rinkeby.io',
};

export const infura = 'https://rinkeby.infura.io/v3/KEY';
