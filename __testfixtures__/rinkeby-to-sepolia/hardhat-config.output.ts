import { HardhatUserConfig } from "hardhat/config";

const config: HardhatUserConfig = {
  solidity: "0.8.17",
  networks: {
    // cf-codemod(rinkeby-to-sepolia): network key "rinkeby" kept: renaming it would break `--network rinkeby` scripts; rename it to "sepolia" together with them
    rinkeby: {
      url: "https://cloudflare-eth.com/v1/sepolia",
      chainId: 11155111,
      accounts: [process.env.PRIVATE_KEY as string],
    },
  },
};

export default config;
