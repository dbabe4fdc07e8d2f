import type { Stats } from 'fs';
import { stampOf } from './unlinked-files';

/**
 * Characters (or bytes, for a text held undecoded) of the texts dropped for the prefilter that the
 * index still holds while it is built (see buildProject): a tree of 8 MB is not read twice; on a
 * 60,000-file tree, holding every text took 400 MB, so the texts past this are read again when a
 * later scan needs them.
 */
const HOLD_BYTES = 16 * 1024 * 1024;

/**
 * The texts the index dropped for the prefilter, held up to HOLD_BYTES for its later scans (which
 * only a tree with Cloudflare modules makes). A text the gate dropped from its bytes alone is held as
 * those bytes, and decoded (once) only when a scan first asks for it: most runs never do.
 */
export class HeldTexts {
  private readonly held = new Map<string, string | Buffer>();
  /** The stat each held file was read with (see stampOf). */
  private readonly stats = new Map<string, Stats>();
  private size = 0;

  /** Holds a dropped text (or a copy of its UTF-8 bytes, which may be a reused buffer's) and the stat it was read with; false when it is past the budget (not held). */
  hold(file: string, text: string | Buffer, stat?: Stats): boolean {
    if (this.size + text.length > HOLD_BYTES) return false;
    this.held.set(file, typeof text === 'string' ? text : copyOf(text));
    if (stat) this.stats.set(file, stat);
    this.size += text.length;
    return true;
  }

  /** The stamp of the file as it was read (unlinked-files.ts), when its stat was given. */
  stamp(file: string): string | undefined {
    const stat = this.stats.get(file);
    return stat && stampOf(stat);
  }

  /** The text held for a file, decoded if held as bytes; undefined when not held. */
  text(file: string): string | undefined {
    const held = this.held.get(file);
    if (held === undefined || typeof held === 'string') return held;
    const text = held.toString('utf8');
    this.held.set(file, text);
    return text;
  }

  /** Every held text, in the order held. */
  *texts(): Generator<[string, string]> {
    for (const file of this.held.keys()) yield [file, this.text(file)!];
  }

  clear(): void {
    this.held.clear();
    this.stats.clear();
    this.size = 0;
  }
}

/**
 * A copy of bytes (a reused buffer's): Buffer.from(buffer) copies through Node 20's array-like path,
 * several times slower than one `copy` (about 10 ms against 2 for the 8 MB the index holds on the
 * bench's sparse tree); small copies share Node's pool either way.
 */
function copyOf(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafe(bytes.length);
  bytes.copy(copy);
  return copy;
}
