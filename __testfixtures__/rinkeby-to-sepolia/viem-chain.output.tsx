import { createPublicClient, http } from 'viem';

export const rinkeby = {
  id: 11155111,
  name: 'Sepolia',
  network: 'sepolia',
  rpcUrls: { default: { http: ['https://cloudflare-eth.com/v1/sepolia'] } },
};

export const client = createPublicClient({ chain: rinkeby, transport: http('https://cloudflare-eth.com/v1/sepolia') });

export const Badge = () => <span>{rinkeby.name}</span>;
