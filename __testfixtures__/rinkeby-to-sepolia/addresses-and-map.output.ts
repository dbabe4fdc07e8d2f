const FALLBACK_RPC: Record<number, string> = {
  1: 'https://cloudflare-eth.com',
  11155111: 'https://cloudflare-eth.com/v1/sepolia',
};

export const TOKEN = {
  chainId: 11155111,
  rpcUrl: 'https://cloudflare-eth.com/v1/sepolia',
  // cf-codemod(rinkeby-to-sepolia): address 0x01BE23585060835E02B77ef475b0Cc51aA1e0709 exists only on Rinkeby: deploy the contract (or look the name up) on Sepolia and use that address
  address: '0x01BE23585060835E02B77ef475b0Cc51aA1e0709',
};

export function isTestnet(network: { chainId: number }) {
  // cf-codemod(rinkeby-to-sepolia): chain id 4 (Rinkeby) used here while the gateway URL now points to Sepolia (chain id 11155111)
  return network.chainId === 4;
}

export { FALLBACK_RPC };
