const { ethers } = require("ethers");

const RPC_URL = "https://cloudflare-eth.com/v1/sepolia";

function provider() {
  return new ethers.providers.JsonRpcProvider(RPC_URL, "sepolia");
}

const typed = new ethers.JsonRpcProvider(`https://web3-trial.cloudflare-eth.com/v1/sepolia`, 11155111);

module.exports = { provider, typed };
