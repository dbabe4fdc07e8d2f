import { createPublicClient, http } from 'viem';

export const rinkeby = {
  id: 4,
  name: 'Rinkeby',
  network: 'rinkeby',
  rpcUrls: { default: { http: ['https://cloudflare-eth.com/v1/rinkeby'] } },
};

export const client = createPublicClient({ chain: rinkeby, transport: http('https://cloudflare-eth.com/v1/rinkeby') });

export const Badge = () => <span>{rinkeby.name}</span>;
