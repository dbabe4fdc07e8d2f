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
 * judged again: its size and modification time, taken when it was judged, must still be the file's.
 */
export class UnlinkedFiles {
  private readonly stamps = new Map<string, string>();

  /** Judges a file's text as the index read it. */
  judge(file: string, text: string, resolver: ModuleResolver): void {
    if (namesRunModule(file, text, resolver)) return;
    const stamp = stampOf(file);
    if (stamp !== undefined) this.stamps.set(file, stamp);
  }

  /** Whether the file was judged to name no module of the run and is unchanged since. */
  has(file: string): boolean {
    const stamp = this.stamps.get(file);
    if (stamp === undefined) return false;
    if (stampOf(file) === stamp) return true;
    this.stamps.delete(file);
    return false;
  }

  get size(): number {
    return this.stamps.size;
  }
}

function stampOf(file: string): string | undefined {
  try {
    const s = fs.statSync(file, { bigint: true });
    return `${s.size}:${s.mtimeNs}:${s.ino}`;
  } catch {
    return undefined;
  }
}
