import { HostBook, InlineBook, OpenBook, PairBook, SavedBook } from './books';
import { readSaved } from './saved';

const tools = { open: (key) => new HostBook(key) };

// Decoy: the book comes from an injected factory whose every value constructs it; the hosts moved are listed ones.
export async function resync(key, zone, ip, wanted, use = tools) {
  const book = use.open(key);
  const v4 = await book.hosts(zone, 'A');
  const v6 = await book.hosts(zone, 'AAAA');
  let moved = 0;
  for (const host of [...v4, ...v6].filter((h) => wanted.includes(h.name))) {
    if (host.content === ip) continue;
    await book.move(zone, host.id, ip, host.name, host.type);
    moved++;
  }
  return moved;
}

const savedTools = { open: (key) => new SavedBook(key), saved: (key) => readSaved(key) };

// Reported: the hosts come from a factory member that returns something other than a construction.
export async function resyncSaved(key, zone, ip, use = savedTools) {
  const book = use.open(key);
  for (const host of await use.saved(key)) {
    await book.move(zone, host.id, ip, host.name, host.type);
  }
}

const openTools = { open: (key) => new OpenBook(key) };

// Reported: a caller passes tools the run cannot see into.
export async function resyncOpen(key, zone, ip, use = openTools) {
  const book = use.open(key);
  for (const host of await book.hosts(zone)) {
    await book.move(zone, host.id, ip, host.name, host.type);
  }
}

const pairTools = { open: (key) => new PairBook(key) };

// Reported: the id of one listed host and the type of another.
export async function resyncPair(key, zone, ip, use = pairTools) {
  const book = use.open(key);
  const listed = await book.hosts(zone);
  const first = listed[0];
  const last = listed[listed.length - 1];
  await book.move(zone, first.id, ip, first.name, last.type);
}

// Decoy: the factory is written as the parameter's default.
export async function resyncInline(key, zone, ip, use = { open: (k) => new InlineBook(k) }) {
  const book = use.open(key);
  for (const host of await book.hosts(zone, 'AAAA')) {
    await book.move(zone, host.id, ip, host.name, host.type);
  }
}
