import { HardhatUserConfig } from "hardhat/config";

const config: HardhatUserConfig = {
  solidity: "0.8.17",
  networks: {
    rinkeby: {
      url: "https://cloudflare-eth.com/v1/rinkeby",
      chainId: 4,
      accounts: [process.env.PRIVATE_KEY as string],
    },
  },
};

export default config;
