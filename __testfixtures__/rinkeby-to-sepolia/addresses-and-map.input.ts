const FALLBACK_RPC: Record<number, string> = {
  1: 'https://cloudflare-eth.com',
  4: 'https://cloudflare-eth.com/v1/rinkeby',
};

export const TOKEN = {
  chainId: 4,
  rpcUrl: 'https://cloudflare-eth.com/v1/rinkeby',
  address: '0x01BE23585060835E02B77ef475b0Cc51aA1e0709',
};

export function isTestnet(network: { chainId: number }) {
  return network.chainId === 4;
}

export { FALLBACK_RPC };
