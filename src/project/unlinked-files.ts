import * as fs from 'fs';
import type { ModuleResolver } from './resolve';
import { specifiersIn } from './specifiers';

/** Whether a file's text spells a specifier that resolves to a file of the run (see WordFiles). */
export function namesRunModule(file: string, text: string, resolver: ModuleResolver): boolean {
  return specifiersIn(text).some((spec) => resolver.resolve(file, spec) !== undefined);
}

/**
 * The files the project index found naming no module of the run, judged on the texts it held anyway
 * (about 20 ms for the bench's sparse tree, where 1,221 of 1,704 files name none). The declarations'
 * word questions (word-files.ts) look only at files that name a module of the run; they read every
 * file again for the first word asked (50-100 ms there, a tenth or more of what the index costs that
 * run), and need not read these. A file changed since (written by the run, or by anyone) is read and
 * judged again: its size, modification time and inode, taken when it was judged, must still be the file's.
 *
 * The texts of the files judged naming one (483 there, 3.3 MB) are handed to the word questions too,
 * once each, under the same condition (`text`): they were read again from the disk for the first
 * question (issue 31: 73-110 ms of a loaded run there, a fifth or more of what the index added to it).
 * So are those of the files naming none, up to UNLINKED_CHARS: the reach of spelled specifiers
 * (text-reach.ts) read 697 of them again there (about 50 ms).
 */
export class UnlinkedFiles {
  private readonly stamps = new Map<string, string>();
  private readonly linked = new Map<string, { stamp: string; text: string }>();
  private readonly unlinked = new Map<string, { stamp: string; text: string }>();
  private unlinkedChars = 0;

  /**
   * Judges a file's text as the index read it, with the stamp of that read (from the stat of the opened
   * file: a stat of its own for each, here, took 70 ms of the index's 800 on the bench's sparse tree);
   * taken now when not given.
   */
  judge(file: string, text: string, resolver: ModuleResolver, at: string | undefined = stampAt(file)): void {
    if (namesRunModule(file, text, resolver)) {
      if (at !== undefined) this.linked.set(file, { stamp: at, text });
      return;
    }
    if (at === undefined) return;
    this.stamps.set(file, at);
    if (this.unlinkedChars + text.length > UNLINKED_CHARS) return;
    this.unlinked.set(file, { stamp: at, text });
    this.unlinkedChars += text.length;
  }

  /** Whether the file was judged to name no module of the run and is unchanged since. */
  has(file: string): boolean {
    const stamp = this.stamps.get(file);
    if (stamp === undefined) return false;
    if (stampAt(file) === stamp) return true;
    this.stamps.delete(file);
    return false;
  }

  /**
   * The text judged (and held), once, with the verdict (`links`: it names a module of the run), when the
   * file is unchanged since it was judged and within `maxBytes` (the asker's own limit); else undefined
   * (then the asker reads it and judges it itself: 29 ms of a run on the bench's sparse tree did so again).
   */
  text(file: string, maxBytes: number): { text: string; links: boolean } | undefined {
    const links = this.linked.has(file);
    const held = this.linked.get(file) ?? this.unlinked.get(file);
    if (held === undefined) return undefined;
    this.linked.delete(file);
    this.unlinked.delete(file);
    const bytes = Number(held.stamp.slice(0, held.stamp.indexOf(':')));
    return bytes <= maxBytes && stampAt(file) === held.stamp ? { text: held.text, links } : undefined;
  }

  get size(): number {
    return this.stamps.size;
  }
}

/** Characters of the texts naming no module of the run held for the declarations (about 5 MB on the bench's sparse tree). */
const UNLINKED_CHARS = 8 * 1024 * 1024;

/** A file's size, modification time and inode by its stat, as one string (see UnlinkedFiles). */
export const stampOf = (s: fs.Stats): string => `${s.size}:${s.mtimeMs}:${s.ino}`;

/** The stamp of the file at a path now, or undefined. */
function stampAt(file: string): string | undefined {
  try {
    return stampOf(fs.statSync(file));
  } catch {
    return undefined;
  }
}
