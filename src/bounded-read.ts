import * as fs from 'fs';

/**
 * Reading a file of the run within a size limit: one function for the runner's read of a file job,
 * its triage, the project index and the declarations it follows. Larger files are generated or
 * bundled; none of them is read whole first.
 */

/** What a bounded read found: the file's bytes, a file it does not read (and why), or the error of the read. */
export type BoundedRead = { bytes: Buffer } | { skipped: 'not a regular file' | 'too large' } | { error: NodeJS.ErrnoException };

/**
 * The bytes of a regular file of at most `maxBytes`. Opened without blocking, so that a named pipe
 * put where the file was cannot hang the run; then the checks are made on what was opened, not on
 * whatever the path points to by then, and the size once more after the read (a file that grew).
 */
export function readBounded(file: string, maxBytes: number, scratch?: ReadScratch): BoundedRead {
  let bytes: Buffer;
  try {
    const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) return { skipped: 'not a regular file' };
      if (stat.size > maxBytes) return { skipped: 'too large' };
      bytes = readOpened(fd, stat.size, scratch);
      if (scratch) scratch.stat = stat;
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    return { error: e as NodeJS.ErrnoException };
  }
  return bytes.length > maxBytes ? { skipped: 'too large' } : { bytes };
}

/**
 * The bytes of an opened regular file of `size` bytes by its stat, as fs.readFileSync(fd) reads them
 * (up to that size; a file that shrank meanwhile gives what it holds), without the second fstat it
 * makes: a run reads every file of the tree. A size of 0 (some special files) reads to the end.
 */
function readOpened(fd: number, size: number, scratch?: ReadScratch): Buffer {
  if (size === 0) return fs.readFileSync(fd);
  const buffer = scratch ? scratch.take(size) : Buffer.allocUnsafe(size);
  let at = 0;
  while (at < size) {
    const got = fs.readSync(fd, buffer, at, size - at, null);
    if (got === 0) break;
    at += got;
  }
  return at < size ? buffer.subarray(0, at) : buffer;
}

/**
 * One buffer a sequence of reads fills in turn, for bytes looked at once and let go (the project
 * index's gate on every file of a tree): a read into it allocates nothing, where a buffer of its own
 * for each file of the bench's git tree (57 MB) was memory for the collector to account for. What a
 * read into it returns is valid until the next read: copy what is kept.
 */
export class ReadScratch {
  private buffer = Buffer.allocUnsafe(0);
  /** The stat of the file last read into it, taken on the opened file (a stamp of what was read: unlinked-files.ts). */
  stat?: fs.Stats;

  /** `size` bytes of the scratch buffer (grown as needed). */
  take(size: number): Buffer {
    if (this.buffer.length < size) this.buffer = Buffer.allocUnsafe(Math.max(size, 2 * this.buffer.length, 64 * 1024));
    return this.buffer.subarray(0, size);
  }
}

/** Bytes git would call binary: a NUL among the first 8000. */
export const looksBinary = (bytes: Buffer): boolean => bytes.subarray(0, 8000).includes(0);

/** A readable, non-binary regular file's bytes within the size limit (in `scratch`, when given); else undefined. */
export function readCodeBytes(file: string, maxBytes: number, scratch?: ReadScratch): Buffer | undefined {
  const read = readBounded(file, maxBytes, scratch);
  return 'bytes' in read && !looksBinary(read.bytes) ? read.bytes : undefined;
}

/** A readable, non-binary regular file's text within the size limit; else undefined. */
export function readTextBounded(file: string, maxBytes: number): string | undefined {
  return readCodeBytes(file, maxBytes)?.toString('utf8');
}
