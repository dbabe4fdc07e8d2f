import { LedgerBook, SpareBook } from './books';
import { chooseOpener } from './choose';

interface Opener<B> {
  open: (key: string) => B;
}

const ledgerTools: Opener<LedgerBook> = { open: (key) => new LedgerBook(key) };

// Decoy: every caller passes the factory object at the parameter's own position.
export async function retargetAll(key: string, zone: string, target: string, use: Opener<LedgerBook>): Promise<void> {
  const book = use.open(key);
  for (const entry of await book.entries(zone)) {
    await book.retarget(zone, entry.id, target, entry.type as 'CNAME' | 'A');
  }
}

const spareTools: Opener<SpareBook> = { open: (key) => new SpareBook(key) };

// Reported: the factory object also arrives as `spare`, which swaps its member for one the run cannot see into.
export async function retargetSpare(spare: Opener<SpareBook>, key: string, zone: string, target: string, use: Opener<SpareBook> = spareTools): Promise<void> {
  spare.open = chooseOpener();
  const book = use.open(key);
  for (const entry of await book.entries(zone)) {
    await book.retarget(zone, entry.id, target, entry.type as 'CNAME' | 'A');
  }
}

export async function run(key: string, zone: string, target: string): Promise<void> {
  await retargetAll(key, zone, target, ledgerTools);
  await retargetSpare(spareTools, key, zone, target);
}
