// Hand-written on purpose: write-file-atomic renames over whatever is there (a read-only file, one saved meanwhile) and appends to the name (a 250-byte name fails).
import * as fs from 'fs';
import * as path from 'path';

/** Temp files of writes under way, removed on an interrupt so none is left behind. */
const pending = new Set<string>();
let counter = 0;

export function removePendingTempFiles(): void {
  for (const tmp of pending) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* already gone */
    }
  }
  pending.clear();
}

/** Bytes of the original name a temp file name keeps: the whole name must stay under NAME_MAX (255). */
const TEMP_NAME_KEEP = 100;

/** `.<name>.cf-codemod-<pid>-<n>.tmp` beside the file, with a long name shortened (by whole characters). */
export function tempPathFor(file: string): string {
  const chars = Array.from(path.basename(file));
  while (Buffer.byteLength(chars.join('')) > TEMP_NAME_KEEP) chars.pop();
  return path.join(path.dirname(file), `.${chars.join('')}.cf-codemod-${process.pid}-${++counter}.tmp`);
}

function describeWriteError(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOENT':
      return 'the file (or its folder) disappeared before it could be written';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied: cannot create a file beside it (is the folder read-only?)';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    default:
      return e.code ? `${e.code}: ${e.message}` : e.message;
  }
}

/** Refusals of a file that exists: not a regular file, or not writable (also by its mode, which root would ignore). */
function checkReplaceable(file: string, stat: fs.Stats): void {
  if (!stat.isFile()) throw new Error('not a regular file any more');
  if ((stat.mode & 0o222) === 0) throw new Error('file is read-only');
  try {
    fs.accessSync(file, fs.constants.W_OK);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'EACCES' || err.code === 'EPERM') throw new Error('permission denied: the file is not writable');
    throw err;
  }
}

/**
 * Writes a file atomically: the new text goes to a temp file beside it, flushed to disk, which then
 * replaces the original with a rename, so a reader (or a crash) never sees half a file. The new file
 * keeps the original's mode (whatever the umask) and, when the process may (root, or a group it is
 * in), its owner and group. A file the current user may not write, or that has no write permission
 * for anyone, is refused rather than silently replaced (rename would succeed in a writable folder).
 * Errors carry a message fit for the report; the temp file is removed.
 */
export function writeFileAtomic(file: string, text: string, expected?: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
    if (!stat.isFile()) throw new Error('not a regular file any more');
    // Someone saved the file while the run worked on it: their change wins, ours is not written.
    if (expected !== undefined && !fs.readFileSync(file).equals(Buffer.from(expected, 'utf8'))) {
      throw new Error('the file changed while the run was working on it; left as it is (run again)');
    }
    checkReplaceable(file, stat);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw err.code ? new Error(describeWriteError(err)) : err;
  }
  replaceThroughTemp(file, text, stat);
}

/**
 * Writes a file the run does not visit (the report of `--output-file`) the way sources are written:
 * created, or replaced whole, through a temp file beside it and a rename, so a reader never sees
 * half a report and an interrupted write leaves no temp file. A new file gets the usual mode (0666
 * less the umask). A symbolic link is written through: its target is replaced (the temp file goes
 * beside the target, in its folder), the link stays a link.
 */
export function writeOutputFile(named: string, text: string): void {
  const file = linkTarget(named);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(describeWriteError(e as NodeJS.ErrnoException));
  }
  if (stat) writeFileAtomic(file, text);
  else replaceThroughTemp(file, text, undefined);
}

/** Symbolic links followed at most, as the system's own limit (ELOOP beyond). */
const MAX_LINKS = 40;

/**
 * The file a write to `file` lands on: `file` itself, or, for a symbolic link, the file at the end of
 * its links (which may not exist yet: a dangling link is written through, as a shell's `>` does).
 * A rename onto the link itself would replace the link with a file.
 */
export function linkTarget(file: string): string {
  let at = path.resolve(file);
  for (let hops = 0; ; hops++) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(at);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return at;
      throw e;
    }
    if (!stat.isSymbolicLink()) return at;
    if (hops === MAX_LINKS) throw Object.assign(new Error('too many symbolic links'), { code: 'ELOOP' });
    at = path.resolve(path.dirname(at), fs.readlinkSync(at));
  }
}

/**
 * Whether `writeOutputFile` can write `file`, asked before a run begins: the folder exists, a file
 * there is a regular, writable file, and a temp file can be created beside it (created and removed
 * at once: read-only file systems, /proc and folders without write permission say no only then).
 * Throws an Error whose message says why not.
 */
export function checkWritable(named: string): void {
  let file: string;
  try {
    file = linkTarget(named);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw err.code ? new Error(err.code === 'ELOOP' ? 'a loop of symbolic links' : describeWriteError(err)) : err;
  }
  const statOf = (p: string): fs.Stats | undefined => {
    try {
      return fs.statSync(p);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.code === 'ENOENT') return undefined;
      throw new Error(describeWriteError(err));
    }
  };
  const folder = statOf(path.dirname(path.resolve(file)));
  if (!folder?.isDirectory()) throw new Error('its folder does not exist');
  const stat = statOf(file);
  if (stat?.isDirectory()) throw new Error('it is a folder');
  if (stat && !stat.isFile()) throw new Error('it is not a regular file');
  try {
    if (stat) checkReplaceable(file, stat);
    const probe = tempPathFor(file);
    fs.closeSync(fs.openSync(probe, 'wx'));
    fs.unlinkSync(probe);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') throw new Error('cannot create a file in its folder');
    throw err.code ? new Error(describeWriteError(err)) : err;
  }
}

/** The temp file, then the rename: `original` is the file replaced (its mode and owner are kept), or none for a new file. */
function replaceThroughTemp(file: string, text: string, original: fs.Stats | undefined): void {
  const mode = original ? original.mode & 0o7777 : 0o666;
  const tmp = tempPathFor(file);
  pending.add(tmp);
  let fd: number | undefined;
  try {
    fd = fs.openSync(tmp, 'wx', mode & 0o777);
    fs.writeFileSync(fd, text);
    const created = fs.fstatSync(fd);
    if (original && (created.uid !== original.uid || created.gid !== original.gid)) {
      try {
        fs.fchownSync(fd, original.uid, original.gid);
      } catch {
        try {
          fs.fchownSync(fd, created.uid, original.gid);
        } catch {
          /* not ours to give away: the new file belongs to whoever runs the codemod */
        }
      }
    }
    // After chown, which clears set-id bits; and whatever the umask took away when it was created.
    if (original) fs.fchmodSync(fd, mode);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(tmp, file);
  } catch (e) {
    if (fd !== undefined) {
      try {
        fs.closeSync(fd);
      } catch {
        /* already closed */
      }
    }
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* never created */
    }
    throw new Error(describeWriteError(e as NodeJS.ErrnoException));
  } finally {
    pending.delete(tmp);
  }
}
