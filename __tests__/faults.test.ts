/**
 * Faults: each is reported for its file while the rest of the run goes on, and no temp file or
 * half-written file is left behind. (Parse errors of the input, CRLF/BOM and the git guard are in
 * cli.test.ts.)
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { JSCodeshift } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import { processFile } from '../src/runner/file-job';
import { processSource } from '../src/runner/process';
import { run } from '../src';
import { tempPathFor, writeFileAtomic } from '../src/runner/write';
import type { Transform } from '../src/types';
import { cli, listAll, read, readBytes, tempDir } from './helpers/cli';
import { parseReport } from './helpers/reports';
import { asUser, cliBackground, cliUnprivileged, openUp, sleep, tempFilesIn, unprivilegedUid } from './helpers/faults';

const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
const MIGRATED = LITERAL.replace('script_monitor', 'page_shield');
const ONE = ['-t', 'page-shield-route'];

const reportOf = (stdout: string) => parseReport(stdout) as { files: any[]; summary: any };
const fileIn = (report: { files: any[] }, p: string) => report.files.find((f) => f.path === p);

describe('output that does not parse is never written', () => {
  /** Test-only transforms: one prints code that cannot parse, one throws. */
  const breaks: Transform = defineTransform({
    id: 'test-breaks-syntax',
    eol: '2000-01-01',
    kind: 'rewrite',
    title: 'test only: replaces the URL with broken syntax',
    replacement: '',
    triggers: ['script_monitor'],
    explain: '',
    messages: {},
    run({ j, root, changed }: { j: JSCodeshift; root: any; changed: () => void }) {
      root.find(j.StringLiteral).forEach((p: any) => {
        p.replace(j.identifier('(1 +'));
        changed();
      });
    },
  }).transform;
  const throws: Transform = { ...breaks, id: 'test-throws', run: () => { throw new Error('boom'); } };
  const options = { markers: true, config: {}, displayPath: 'a.ts' };

  test('processSource reports an error naming the transform, and returns no output', () => {
    const r = processSource({ input: LITERAL, filePath: 'a.ts', transforms: [breaks], options });
    expect(r.output).toBeUndefined();
    expect(r.changedBy).toEqual([]);
    expect(r.error).toMatch(/^output of test-breaks-syntax does not parse, file left unchanged: /);
  });

  test('a transform that throws is reported by name', () => {
    const r = processSource({ input: LITERAL, filePath: 'a.ts', transforms: [throws], options });
    expect(r.output).toBeUndefined();
    expect(r.error).toBe('test-throws failed: boom');
  });

  test('processFile turns it into an error report; the file keeps its bytes', () => {
    const dir = tempDir({ 'a.ts': LITERAL });
    const job = { abs: path.join(dir, 'a.ts'), rel: 'a.ts', mode: 'code' as const, markers: true, config: {}, maxFileSize: 1 << 20 };
    const outcome = processFile(job, [breaks]);
    expect(outcome.report).toEqual({ path: 'a.ts', status: 'error', transforms: [], error: expect.stringContaining('test-breaks-syntax') });
    expect(outcome.after).toBeUndefined();
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });
});

describe('unreadable and unwritable files', () => {
  test(`a file that cannot be read is an error; the others are migrated; --json stays valid on exit 3 (as uid ${unprivilegedUid()})`, () => {
    expect(unprivilegedUid()).not.toBe(0);
    const dir = tempDir({ 'good.ts': LITERAL, 'secret.ts': LITERAL, 'sub/other.ts': LITERAL });
    openUp(dir, true);
    fs.chmodSync(path.join(dir, 'secret.ts'), 0o000);

    const json = cliUnprivileged(dir, ['--dry', '--json', ...ONE]);
    expect(json.code).toBe(3);
    const report = reportOf(json.stdout);
    expect(fileIn(report, 'secret.ts')).toEqual({ path: 'secret.ts', status: 'error', transforms: [], error: 'permission denied: cannot read the file' });
    expect(fileIn(report, 'good.ts').status).toBe('modified');
    expect(report.summary).toMatchObject({ files: 3, modified: 2, errors: 1 });

    const write = cliUnprivileged(dir, ONE);
    expect(write.code).toBe(3);
    expect(write.stderr).toContain('error  secret.ts: permission denied: cannot read the file');
    expect(read(dir, 'good.ts')).toBe(MIGRATED);
    expect(read(dir, 'sub/other.ts')).toBe(MIGRATED);
    fs.chmodSync(path.join(dir, 'secret.ts'), 0o644);
    expect(read(dir, 'secret.ts')).toBe(LITERAL);
    expect(tempFilesIn(listAll(dir))).toEqual([]);
  });

  test('a read-only file on a writing run is reported and left as it was; the others are written', () => {
    const dir = tempDir({ 'a.ts': LITERAL, 'locked.ts': LITERAL, 'z.ts': LITERAL });
    fs.chmodSync(path.join(dir, 'locked.ts'), 0o444);
    const r = cli(dir, ONE);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('error  locked.ts: cannot write: file is read-only');
    expect(read(dir, 'locked.ts')).toBe(LITERAL);
    expect(fs.statSync(path.join(dir, 'locked.ts')).mode & 0o777).toBe(0o444);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
    expect(read(dir, 'z.ts')).toBe(MIGRATED);
    expect(listAll(dir)).toEqual(['a.ts', 'locked.ts', 'z.ts']);
  });

  test("a file the user may not write (someone else's, mode 644) is not replaced through the folder", () => {
    const dir = tempDir({ 'mine.ts': LITERAL, 'theirs.ts': LITERAL });
    openUp(dir, true); // the folder is writable, so a rename would go through
    if (asUser()) fs.chmodSync(path.join(dir, 'theirs.ts'), 0o644); // root's file: nobody may only read it
    else fs.chmodSync(path.join(dir, 'theirs.ts'), 0o444);
    const r = cliUnprivileged(dir, ONE);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/error {2}theirs\.ts: cannot write: (permission denied: the file is not writable|file is read-only)/);
    expect(read(dir, 'theirs.ts')).toBe(LITERAL);
    expect(read(dir, 'mine.ts')).toBe(MIGRATED);
    expect(tempFilesIn(listAll(dir))).toEqual([]);
  });

  test('a writable file in a read-only folder is reported; nothing is left behind', () => {
    const dir = tempDir({ 'ro/a.ts': LITERAL, 'rw/b.ts': LITERAL });
    openUp(dir, true);
    fs.chmodSync(path.join(dir, 'ro'), 0o555);
    const r = cliUnprivileged(dir, ONE);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('error  ro/a.ts: cannot write: permission denied: cannot create a file beside it');
    expect(read(dir, 'ro/a.ts')).toBe(LITERAL);
    expect(read(dir, 'rw/b.ts')).toBe(MIGRATED);
    expect(tempFilesIn(listAll(dir))).toEqual([]);
    fs.chmodSync(path.join(dir, 'ro'), 0o755);
  });
});

describe('files that change under the run', () => {
  test('a file deleted between listing and reading is an error; the run goes on', async () => {
    const dir = tempDir({ 'a.ts': LITERAL, 'b.ts': LITERAL, 'c.ts': LITERAL });
    const report = await run({
      cwd: dir,
      dry: true,
      cpus: 1,
      transforms: ['page-shield-route'],
      onFile: (outcome) => {
        if (outcome.report.path === 'a.ts') fs.unlinkSync(path.join(dir, 'b.ts'));
      },
    });
    expect(report.files).toEqual([
      { path: 'a.ts', status: 'modified', transforms: ['page-shield-route'] },
      { path: 'b.ts', status: 'error', transforms: [], error: 'file disappeared before it could be read' },
      { path: 'c.ts', status: 'modified', transforms: ['page-shield-route'] },
    ]);
    expect(report.exitCode).toBe(3);
  });

  test('a file deleted before it is written is reported, not recreated', () => {
    const dir = tempDir({});
    const file = path.join(dir, 'gone.ts');
    expect(() => writeFileAtomic(file, MIGRATED)).toThrow('the file (or its folder) disappeared before it could be written');
    expect(listAll(dir)).toEqual([]);
  });

  test('a file saved by someone else while the run worked on it keeps their text', () => {
    const dir = tempDir({ 'a.ts': LITERAL });
    const file = path.join(dir, 'a.ts');
    fs.writeFileSync(file, LITERAL + '// saved in the editor meanwhile\n');
    expect(() => writeFileAtomic(file, MIGRATED, LITERAL)).toThrow('the file changed while the run was working on it');
    expect(fs.readFileSync(file, 'utf8')).toBe(LITERAL + '// saved in the editor meanwhile\n');
    expect(listAll(dir)).toEqual(['a.ts']);
    writeFileAtomic(file, MIGRATED, LITERAL + '// saved in the editor meanwhile\n');
    expect(fs.readFileSync(file, 'utf8')).toBe(MIGRATED);
  });

  test('a named pipe given as a path is skipped, not read (reading it would block forever)', () => {
    const dir = tempDir({ 'a.ts': LITERAL });
    const mk = spawnSync('mkfifo', [path.join(dir, 'pipe.ts')]);
    expect(mk.status).toBe(0);
    const r = spawnSync(process.execPath, [path.join(__dirname, '..', 'dist', 'bin', 'cf-codemod.js'), '--dry', '--json', ...ONE, 'pipe.ts', 'a.ts'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.signal).toBeNull();
    const report = reportOf(r.stdout);
    expect(fileIn(report, 'pipe.ts')).toEqual({ path: 'pipe.ts', status: 'skipped', transforms: [], reason: 'not a regular file' });
    expect(fileIn(report, 'a.ts').status).toBe('modified');
  });
});

describe('files that are not what their name says', () => {
  test('symbolic link loops and dangling links are skipped, named or found; the rest is migrated', () => {
    const dir = tempDir({ 'real.ts': LITERAL });
    fs.symlinkSync('self.ts', path.join(dir, 'self.ts'));
    fs.symlinkSync('ping.ts', path.join(dir, 'pong.ts'));
    fs.symlinkSync('pong.ts', path.join(dir, 'ping.ts'));
    fs.symlinkSync('nowhere.ts', path.join(dir, 'dangling.ts'));
    fs.mkdirSync(path.join(dir, 'sub'));
    fs.symlinkSync('..', path.join(dir, 'sub', 'up'));
    for (const args of [[], ['self.ts', 'ping.ts', 'real.ts', 'sub']]) {
      const r = cli(dir, ['--dry', '--json', ...ONE, ...args]);
      expect(r.code).toBe(0);
      const report = reportOf(r.stdout);
      expect(fileIn(report, 'real.ts').status).toBe('modified');
      for (const f of report.files.filter((x) => x.path !== 'real.ts')) {
        expect(f).toEqual({ path: f.path, status: 'skipped', transforms: [], reason: 'symbolic link, not followed' });
      }
    }
    expect(cli(dir, ONE).code).toBe(0);
    expect(read(dir, 'real.ts')).toBe(MIGRATED);
    expect(fs.readlinkSync(path.join(dir, 'self.ts'))).toBe('self.ts');
  });

  test('a binary file with a .js name is skipped; text that is not UTF-8 is reported and left as it is', () => {
    const binary = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1]), Buffer.from(LITERAL), Buffer.alloc(64, 0)]);
    const latin1 = Buffer.from(`// caf\u00e9 (Latin-1)\n${LITERAL}`, 'latin1');
    const dir = tempDir({ 'blob.js': binary, 'latin1.js': latin1, 'ok.js': LITERAL });
    const r = cli(dir, ['--dry', '--json', ...ONE]);
    expect(r.code).toBe(3);
    const report = reportOf(r.stdout);
    expect(fileIn(report, 'blob.js')).toEqual({ path: 'blob.js', status: 'skipped', transforms: [], reason: 'binary file' });
    expect(fileIn(report, 'latin1.js')).toMatchObject({ status: 'error', error: 'not valid UTF-8: left unchanged' });
    expect(cli(dir, ONE).code).toBe(3);
    expect(readBytes(dir, 'blob.js').equals(binary)).toBe(true);
    expect(readBytes(dir, 'latin1.js').equals(latin1)).toBe(true);
    expect(read(dir, 'ok.js')).toBe(MIGRATED);
  });

  test('UTF-16 text (with or without a byte-order mark, either byte order) is named as such, not "binary file", and left as it is', () => {
    const le = Buffer.from(LITERAL, 'utf16le');
    const be = Buffer.from(le).swap16();
    const files = {
      'le-bom.js': Buffer.concat([Buffer.from([0xff, 0xfe]), le]),
      'be-bom.js': Buffer.concat([Buffer.from([0xfe, 0xff]), be]),
      'le.js': le,
      'be.js': be,
    };
    const dir = tempDir(files);
    const r = cli(dir, ['--dry', '--json', ...ONE]);
    expect(r.code).toBe(0);
    const report = reportOf(r.stdout);
    for (const name of Object.keys(files)) {
      expect(fileIn(report, name)).toEqual({ path: name, status: 'skipped', transforms: [], reason: 'UTF-16 text: only UTF-8 files are read (saved as UTF-8, it would be visited)' });
    }
  });

  test('a multi-megabyte bundle is skipped by size; a minified one-line file under the limit, visited, is migrated byte for byte', () => {
    const minified = fs.readFileSync(path.join(__dirname, '..', 'node_modules', 'yargs', 'build', 'index.cjs'), 'utf8');
    expect(minified.split('\n').filter(Boolean)).toHaveLength(1);
    const call = 'var cfu="https://api.cloudflare.com/client/v4/zones/z/script_monitor/scripts";';
    const oneLine = minified.replace(/\n$/, '') + call;
    const bundle = `!function(){${Array(40).fill(minified.replace(/\n/g, ';')).join('')}${call}}();\n`;
    expect(bundle.length).toBeGreaterThan(2 * 1024 * 1024);
    const dir = tempDir({ 'dist/bundle.js': bundle, 'vendor/mini.cjs': oneLine, 'a.ts': LITERAL });
    const r = cli(dir, ['--dry', '--json', ...ONE, '--no-gitignore', '--no-skip-minified', '.']);
    expect(r.code).toBe(0);
    const report = reportOf(r.stdout);
    expect(fileIn(report, 'dist/bundle.js')).toEqual({
      path: 'dist/bundle.js',
      status: 'skipped',
      transforms: [],
      reason: 'larger than 1048576 bytes (generated or minified?)',
    });
    expect(fileIn(report, 'vendor/mini.cjs').status).toBe('modified');
    expect(cli(dir, [...ONE, '--no-skip-minified']).code).toBe(0);
    expect(read(dir, 'vendor/mini.cjs')).toBe(oneLine.replace('script_monitor', 'page_shield'));
    expect(read(dir, 'dist/bundle.js')).toBe(bundle);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
  });
});

describe('what a write keeps', () => {
  test('the owner and group of a file written by root, and its mode whatever the umask', () => {
    const dir = tempDir({ 'a.ts': LITERAL, 'shared.ts': LITERAL });
    const a = path.join(dir, 'a.ts');
    const root = process.getuid?.() === 0;
    if (root) fs.chownSync(a, 65534, 65534);
    const owner = fs.statSync(a);
    fs.chmodSync(path.join(dir, 'shared.ts'), 0o666); // group- and world-writable: a umask of 022 must not narrow it
    const r = spawnSync('sh', ['-c', `umask 077 && exec "${process.execPath}" "${path.join(__dirname, '..', 'dist', 'bin', 'cf-codemod.js')}" -t page-shield-route`], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
    const after = fs.statSync(a);
    expect([after.uid, after.gid]).toEqual([owner.uid, owner.gid]);
    if (root) expect(after.uid).toBe(65534);
    expect(fs.statSync(path.join(dir, 'shared.ts')).mode & 0o777).toBe(0o666);
  });

  test('a file whose name is as long as the file system allows can be written', () => {
    const name = `${'n'.repeat(252)}.ts`;
    expect(Buffer.byteLength(path.basename(tempPathFor(`/x/${name}`)))).toBeLessThanOrEqual(255);
    const longUnicode = `${'é'.repeat(124)}.ts`; // 251 bytes
    const dir = tempDir({ [name]: LITERAL, [longUnicode]: LITERAL });
    const r = cli(dir, ONE);
    expect(r.stderr).toContain(' 2 modified, 0 unchanged, 0 errors');
    expect(r.code).toBe(0);
    expect(read(dir, name)).toBe(MIGRATED);
    expect(read(dir, longUnicode)).toBe(MIGRATED);
    expect(listAll(dir)).toEqual([longUnicode, name].sort());
  });
});

describe('Ctrl-C in the middle of a run', () => {
  test('exit 130; every file is either untouched or fully migrated; no temp file is left', async () => {
    const N = 1500;
    const files: Record<string, string> = {};
    const name = (i: number) => `src/f${String(i).padStart(5, '0')}.ts`;
    for (let i = 0; i < N; i++) files[name(i)] = `// file ${i}\n${LITERAL}export const n${i} = ${i};\n`;
    const dir = tempDir(files);
    const { child, done } = cliBackground(dir, ONE);
    // Wait until the run has written its first file, then interrupt it.
    const first = path.join(dir, name(0));
    const deadline = Date.now() + 60_000;
    while (!fs.readFileSync(first, 'utf8').includes('page_shield') && Date.now() < deadline) await sleep(5);
    child.kill('SIGINT');
    const r = await done;
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/interrupted after \d+ files; every file written so far is complete/);
    let migrated = 0;
    for (let i = 0; i < N; i++) {
      const text = read(dir, name(i));
      const original = files[name(i)];
      if (text === original) continue;
      expect(text).toBe(original.replace('script_monitor', 'page_shield'));
      migrated++;
    }
    expect(migrated).toBeGreaterThan(0);
    expect(migrated).toBeLessThan(N);
    expect(listAll(dir)).toHaveLength(N);
  }, 120_000);
});
