import { LedgerBook, SpareBook } from './books';
import { chooseOpener } from './choose';

const ledgerTools = { open: (key) => new LedgerBook(key) };

// Decoy: every caller passes the factory object at the parameter's own position.
export async function retargetAll(key, zone, target, use) {
  const book = use.open(key);
  for (const entry of await book.entries(zone)) {
    await book.retarget(zone, entry.id, target, entry.type);
  }
}

const spareTools = { open: (key) => new SpareBook(key) };

// Reported: the factory object also arrives as `spare`, which swaps its member for one the run cannot see into.
export async function retargetSpare(spare, key, zone, target, use = spareTools) {
  spare.open = chooseOpener();
  const book = use.open(key);
  for (const entry of await book.entries(zone)) {
    await book.retarget(zone, entry.id, target, entry.type);
  }
}

export async function run(key, zone, target) {
  await retargetAll(key, zone, target, ledgerTools);
  await retargetSpare(spareTools, key, zone, target);
}
