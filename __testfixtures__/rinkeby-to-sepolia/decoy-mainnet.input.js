const { CloudflareProvider } = require('ethers');
const provider = new CloudflareProvider();
const url = 'https://cloudflare-eth.com/v1/mainnet';
module.exports = { provider, url, chainId: 4 };
