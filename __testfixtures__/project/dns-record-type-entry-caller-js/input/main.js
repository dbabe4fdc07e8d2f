import { lookupHost, putAddress, putAlias } from './src/records.js';

// The package's entry calls the updaters (and hands none of them out): every call of them is here.
async function main() {
  const found = await lookupHost(process.env.ZONE, process.env.HOST);
  if (!found) return;
  await putAddress(found.id, process.env.ADDRESS);
  await putAlias(found.id, process.env.TARGET);
}

main();
