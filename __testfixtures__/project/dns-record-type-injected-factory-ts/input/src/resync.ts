import { HostBook, InlineBook, OpenBook, PairBook, SavedBook, type Host } from './books';

interface Tools {
  open: (key: string) => HostBook;
}

const tools: Tools = { open: (key) => new HostBook(key) };

// Decoy: the book comes from an injected factory whose every value constructs it; the hosts moved are listed ones.
export async function resync(key: string, zone: string, ip: string, wanted: string[], use: Tools = tools): Promise<number> {
  const book = use.open(key);
  const v4 = await book.hosts(zone, 'A');
  const v6 = await book.hosts(zone, 'AAAA');
  let moved = 0;
  for (const host of [...v4, ...v6].filter((h) => wanted.includes(h.name))) {
    if (host.content === ip) continue;
    await book.move(zone, host.id, ip, host.name, host.type as 'A' | 'AAAA');
    moved++;
  }
  return moved;
}

interface SavedTools {
  open: (key: string) => SavedBook;
  saved: (key: string) => Promise<Host[]>;
}

declare function readSaved(key: string): Promise<Host[]>;

const savedTools: SavedTools = { open: (key) => new SavedBook(key), saved: (key) => readSaved(key) };

// Reported: the hosts come from a factory member that returns something other than a construction.
export async function resyncSaved(key: string, zone: string, ip: string, use: SavedTools = savedTools): Promise<void> {
  const book = use.open(key);
  for (const host of await use.saved(key)) {
    await book.move(zone, host.id, ip, host.name, host.type as 'A' | 'AAAA');
  }
}

interface OpenTools {
  open: (key: string) => OpenBook;
}

const openTools: OpenTools = { open: (key) => new OpenBook(key) };

// Reported: a caller passes tools the run cannot see into.
export async function resyncOpen(key: string, zone: string, ip: string, use: OpenTools = openTools): Promise<void> {
  const book = use.open(key);
  for (const host of await book.hosts(zone)) {
    await book.move(zone, host.id, ip, host.name, host.type as 'A' | 'AAAA');
  }
}

interface PairTools {
  open: (key: string) => PairBook;
}

const pairTools: PairTools = { open: (key) => new PairBook(key) };

// Reported: the id of one listed host and the type of another.
export async function resyncPair(key: string, zone: string, ip: string, use: PairTools = pairTools): Promise<void> {
  const book = use.open(key);
  const listed = await book.hosts(zone);
  const first = listed[0];
  const last = listed[listed.length - 1];
  await book.move(zone, first.id, ip, first.name, last.type as 'A' | 'AAAA');
}

// Decoy: the factory is written as the parameter's default.
export async function resyncInline(key: string, zone: string, ip: string, use: { open: (key: string) => InlineBook } = { open: (k) => new InlineBook(k) }): Promise<void> {
  const book = use.open(key);
  for (const host of await book.hosts(zone, 'AAAA')) {
    await book.move(zone, host.id, ip, host.name, host.type as 'A' | 'AAAA');
  }
}
