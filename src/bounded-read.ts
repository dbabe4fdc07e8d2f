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
export function readBounded(file: string, maxBytes: number): BoundedRead {
  let bytes: Buffer;
  try {
    const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) return { skipped: 'not a regular file' };
      if (stat.size > maxBytes) return { skipped: 'too large' };
      bytes = readOpened(fd, stat.size);
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
function readOpened(fd: number, size: number): Buffer {
  if (size === 0) return fs.readFileSync(fd);
  const buffer = Buffer.allocUnsafe(size);
  let at = 0;
  while (at < size) {
    const got = fs.readSync(fd, buffer, at, size - at, null);
    if (got === 0) break;
    at += got;
  }
  return at < size ? buffer.subarray(0, at) : buffer;
}

/** Bytes git would call binary: a NUL among the first 8000. */
export const looksBinary = (bytes: Buffer): boolean => bytes.subarray(0, 8000).includes(0);

/** A readable, non-binary regular file's bytes within the size limit; else undefined. */
export function readCodeBytes(file: string, maxBytes: number): Buffer | undefined {
  const read = readBounded(file, maxBytes);
  return 'bytes' in read && !looksBinary(read.bytes) ? read.bytes : undefined;
}

/** A readable, non-binary regular file's text within the size limit; else undefined. */
export function readTextBounded(file: string, maxBytes: number): string | undefined {
  return readCodeBytes(file, maxBytes)?.toString('utf8');
}
