/**
 * Ctrl-C and SIGTERM at the moments this thread cannot hear them: while it transforms the last file
 * (synchronous work: a listener runs only between turns of the event loop), and during one large
 * file's transform. Whenever the signal comes, the run stops with 130 (SIGINT) or 143 (SIGTERM) and
 * writes nothing after it (contract: "nothing written after it"); files written before it stay whole.
 * Each case starts the built command and waits for a sign of progress (a file written, a diff
 * printed) before it sends the signal, so that the signal lands in the file that follows.
 */
import * as fs from 'fs';
import * as path from 'path';
import { listAll, read, tempRepo } from './helpers/cli';
import { cliBackground, sleep, tempFilesIn } from './helpers/faults';

const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
const MIGRATED = LITERAL.replace('script_monitor', 'page_shield');

/** A file of about `bytes` whose every function calls the deprecated endpoint: seconds of work per MiB. */
function manyCalls(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = `export async function get${i}(zone: string) {\n  return fetch(\`https://api.cloudflare.com/client/v4/zones/\${zone}/script_monitor/scripts\`);\n}\n`;
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** Waits (polling) until `ready()` holds; fails the test after a minute. */
async function until(ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('the run showed no progress in a minute');
    await sleep(5);
  }
}

describe('a signal while this thread transforms the last file', () => {
  // Twenty small files, then one of 100 KiB (under the 128 KiB from which a file goes to a thread of
  // its own): a second or two of work in this thread, during which the signal arrives.
  const files: Record<string, string> = {};
  for (let i = 0; i < 20; i++) files[`src/a${String(i).padStart(2, '0')}.ts`] = LITERAL;
  const last = manyCalls(100 * 1024);
  files['src/z.ts'] = last;
  const before = 'src/a19.ts';

  test('SIGINT during a writing run: exit 130, the last file not written, the others whole', async () => {
    const dir = tempRepo(files);
    const { child, done } = cliBackground(dir, ['--cpus', '1']);
    await until(() => read(dir, before) === MIGRATED);
    child.kill('SIGINT');
    const r = await done;
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 130, signal: null });
    expect(r.stderr).toMatch(/^cf-codemod: interrupted after \d+ files; every file written so far is complete, nothing half-written\n$/);
    expect(read(dir, 'src/z.ts')).toBe(last);
    for (let i = 0; i < 20; i++) expect(read(dir, `src/a${String(i).padStart(2, '0')}.ts`)).toBe(MIGRATED);
    expect(tempFilesIn(listAll(dir))).toEqual([]);
  }, 90_000);

  test('SIGTERM during --dry: exit 143, not the end of a run that finished', async () => {
    const dir = tempRepo(files);
    const { child, done } = cliBackground(dir, ['--dry', '--cpus', '1']);
    let stdout = '';
    child.stdout!.on('data', (d) => (stdout += d));
    await until(() => stdout.includes(`+++ b/${before}`));
    child.kill('SIGTERM');
    const r = await done;
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 143, signal: null });
    expect(r.stderr).toMatch(/^cf-codemod: terminated \(SIGTERM\) after \d+ files/);
    // No summary: the run did not finish.
    expect(r.stderr).not.toMatch(/would be modified/);
    expect(listAll(dir).every((f) => read(dir, f) === files[f])).toBe(true);
  }, 90_000);
});

describe('SIGTERM during one large file', () => {
  test('the thread transforming it is terminated: exit 143 at once, the file untouched', async () => {
    // 1.5 MB: tens of seconds of work, once done in this thread, deaf to signals, then written.
    const large = manyCalls(1536 * 1024);
    const dir = tempRepo({ 'a.ts': LITERAL, 'b.ts': large });
    const { child, done } = cliBackground(dir, ['--cpus', '1', '--max-file-size', String(4 * 1024 * 1024)]);
    await until(() => read(dir, 'a.ts') === MIGRATED);
    const sent = Date.now();
    child.kill('SIGTERM');
    const r = await done;
    const took = Date.now() - sent;
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 143, signal: null });
    expect(r.stderr).toMatch(/^cf-codemod: terminated \(SIGTERM\) after 1 files/);
    expect(took).toBeLessThan(10_000);
    expect(read(dir, 'b.ts')).toBe(large);
    expect(tempFilesIn(listAll(dir))).toEqual([]);
    expect(fs.readdirSync(path.join(dir)).sort()).toEqual(['.git', 'a.ts', 'b.ts']);
  }, 180_000);
});
