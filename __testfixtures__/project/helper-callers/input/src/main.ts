import { setUp } from './zone/harden';

async function main(zoneId: string): Promise<void> {
  await setUp(zoneId, async (text) => console.log(text));
}

main(process.argv[2]);
