const { ethers } = require("ethers");

const RPC_URL = "https://cloudflare-eth.com/v1/rinkeby";

function provider() {
  return new ethers.providers.JsonRpcProvider(RPC_URL, "rinkeby");
}

const typed = new ethers.JsonRpcProvider(`https://web3-trial.cloudflare-eth.com/v1/rinkeby`, 4);

module.exports = { provider, typed };
