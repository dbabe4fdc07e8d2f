import * as fs from 'fs';
import * as path from 'path';

/** Temp files of writes under way, removed on an interrupt so none is left behind. */
const pending = new Set<string>();

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

/**
 * Writes a file atomically: the new text goes to a temp file beside it (same mode), which then
 * replaces the original with a rename, so a reader never sees half a file. A file without write
 * permission is refused rather than silently replaced (rename would succeed in a writable folder).
 */
export function writeFileAtomic(file: string, text: string): void {
  const stat = fs.statSync(file);
  if ((stat.mode & 0o222) === 0) throw new Error('file is read-only');
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.cf-codemod-${process.pid}-${Date.now()}.tmp`);
  pending.add(tmp);
  try {
    fs.writeFileSync(tmp, text, { mode: stat.mode & 0o7777 });
    fs.renameSync(tmp, file);
  } catch (e) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* never created */
    }
    throw e;
  } finally {
    pending.delete(tmp);
  }
}
