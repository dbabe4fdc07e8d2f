/**
 * Worker threads change how fast a run is, never what it reports or writes: the same JSON report,
 * the same files written, onFile in the same path order, as a run in one thread. (`npm test` builds
 * first; the threads load the built dist/src/runner/worker.js.)
 */
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run, UsageError } from '../src';
import * as pool from '../src/runner/pool';
import { BIN, cli, listAll, read, tempDir } from './helpers/cli';
import { parseReport } from './helpers/reports';

const PAGE_SHIELD = (i: number) =>
  `const API = 'https://api.cloudflare.com/client/v4';\n` +
  `export const scripts${i} = (zone: string) => fetch(\`\${API}/zones/\${zone}/script_monitor/scripts?page=${i}\`);\n`;
const RINKEBY = `const { ethers } = require('ethers');\n` +
  `module.exports = new ethers.providers.JsonRpcProvider('https://cloudflare-eth.com/v1/rinkeby', 4);\n`;
const FINDING = `const ROUTERS = '0x1111111111111111111111111111111111111111';\n` +
  `export const rinkeby = { url: 'https://cloudflare-eth.com/v1/rinkeby', chainId: 4, registry: ROUTERS, ens: '0x2222222222222222222222222222222222222222' };\n`;

/** A folder with candidates of both transforms, findings, a parse error, text files and files no transform acts on. */
function mixedFiles(candidates: number): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    'src/broken.ts': "const u = 'https://api.cloudflare.com/client/v4/zones/z/script_monitor';\nconst = ;\n",
    'src/eth.js': RINKEBY,
    'src/finding.ts': FINDING,
    'src/plain.ts': 'export const x = 1;\n',
    'src/decoy.ts': "export const csp = '/cdn-cgi/script_monitor/report';\n",
    'src/big.js': `// script_monitor\n${'x'.repeat(3000)}\n`,
    'src/binary.js': Buffer.from([0x73, 0x63, 0x72, 0x00, 0x01, 0x02]),
    '.env': 'RPC=https://cloudflare-eth.com/v1/rinkeby\n',
    'README.md': 'Set RPC to https://cloudflare-eth.com/v1/rinkeby\n',
  };
  for (let i = 0; i < candidates; i++) files[`src/pages/p${String(i).padStart(3, '0')}.ts`] = PAGE_SHIELD(i);
  for (let i = 0; i < 20; i++) files[`src/other/o${i}.js`] = `module.exports = ${i};\n`;
  return files;
}

afterEach(() => jest.restoreAllMocks());

test('threads give the same report, onFile order and outcomes as one thread', async () => {
  const dir = tempDir(mixedFiles(12));
  const seen = (list: string[]) => (o: { report: { path: string } }, i: number, total: number) =>
    list.push(`${i}/${total} ${o.report.path}`);
  const inProcess: string[] = [];
  const threaded: string[] = [];
  const started = jest.spyOn(pool, 'createPool');

  const one = await run({ cwd: dir, dry: true, cpus: 1, maxFileSize: 2000, onFile: seen(inProcess) });
  expect(started).not.toHaveBeenCalled();
  const two = await run({ cwd: dir, dry: true, cpus: 2, workerThreshold: 1, maxFileSize: 2000, onFile: seen(threaded) });
  expect(started).toHaveBeenCalledTimes(1);
  expect(started.mock.calls[0][1]).toBe(2);

  expect(two).toEqual(one);
  expect(threaded).toEqual(inProcess);
  // The folder really exercises every kind of outcome.
  const statuses = new Set(one.files.map((f) => f.status));
  expect([...statuses].sort()).toEqual(['error', 'modified', 'skipped', 'unchanged']);
  // The one finding: the Rinkeby-only address of src/finding.ts.
  expect(one.findings.map((f) => [f.transform, f.path, f.line, f.column, f.waived])).toEqual([['rinkeby-to-sepolia', 'src/finding.ts', 2, 108, false]]);
  expect(one.exitCode).toBe(3);
});

test('large candidate files, sent to the threads one at a time, give the same report', async () => {
  const files = mixedFiles(6);
  const filler = Array.from({ length: 1400 }, (_, i) => `export const v${i} = ${i}; // ${'-'.repeat(90)}`).join('\n');
  for (let i = 0; i < 3; i++) files[`src/large/l${i}.ts`] = `${PAGE_SHIELD(i)}${filler}\n`;
  expect(Buffer.byteLength(files['src/large/l0.ts'] as string)).toBeGreaterThan(128 * 1024);
  const dir = tempDir(files);
  const one = await run({ cwd: dir, dry: true, cpus: 1 });
  const two = await run({ cwd: dir, dry: true, cpus: 2, workerThreshold: 1 });
  expect(two).toEqual(one);
  expect(one.files.filter((f) => f.path.startsWith('src/large/')).map((f) => f.status)).toEqual(['modified', 'modified', 'modified']);
});

test('a writing run with threads writes the same bytes and leaves no temp file', async () => {
  const files = mixedFiles(10);
  const a = tempDir(files);
  const b = tempDir(files);
  const one = await run({ cwd: a, cpus: 1 });
  const two = await run({ cwd: b, cpus: 2, workerThreshold: 1 });
  expect(two).toEqual(one);
  expect(listAll(b)).toEqual(listAll(a));
  for (const name of listAll(a)) expect(read(b, name)).toBe(read(a, name));
  expect(read(b, 'src/pages/p000.ts')).toContain('/page_shield/');
  expect(listAll(b).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});

test('threads start only for enough work, and never with --cpus 1', () => {
  const small = (files: number) => ({ files, bytes: files * 2000 });
  expect(pool.threadsFor(small(0), 8)).toBe(0);
  expect(pool.threadsFor(small(1), 8, 1)).toBe(0);
  expect(pool.threadsFor(small(10), 8)).toBe(0);
  expect(pool.threadsFor(small(10_000), 1)).toBe(0);
  expect(pool.threadsFor(small(10_000), 3)).toBe(3);
  // By default, up to the number of cores, and none on two cores or fewer (one process already uses them).
  const cores = os.availableParallelism();
  expect(pool.threadsFor(small(10_000), undefined)).toBe(cores <= 2 ? 0 : pool.threadsFor(small(10_000), cores));
  // A few large files are work enough, but never more threads than files.
  expect(pool.threadsFor({ files: 3, bytes: 3 * 600_000 }, 8)).toBe(3);
  // With a file threshold instead of the estimate.
  expect(pool.threadsFor(small(2), 2, 1)).toBe(2);
  expect(pool.threadsFor(small(5), 2, 6)).toBe(0);
});

/** The fewest small candidate files that make the default estimate start threads. */
function enoughForThreads(bytesEach: number): number {
  let n = 2;
  while (pool.threadsFor({ files: n, bytes: n * bytesEach }, 2) === 0) n++;
  return n;
}

test('the command line: --cpus 2 with enough candidates prints the same JSON as --cpus 1', () => {
  const count = enoughForThreads(Buffer.byteLength(PAGE_SHIELD(100)));
  const dir = tempDir(mixedFiles(count));
  const one = cli(dir, ['--dry', '--json', '--cpus', '1', '--max-file-size', '2000']);
  const two = cli(dir, ['--dry', '--json', '--cpus', '2', '--max-file-size', '2000']);
  expect(one.code).toBe(3);
  expect(two.code).toBe(3);
  expect(two.stdout).toBe(one.stdout);
  expect(parseReport(two.stdout).summary.modified).toBeGreaterThanOrEqual(count);
}, 180_000);

test.each([['0'], ['-1'], ['1.5'], ['two']])('--cpus %s is a usage error: exit 2, one line', (value) => {
  const dir = tempDir({ 'a.ts': PAGE_SHIELD(0) });
  const r = cli(dir, ['--dry', '--cpus', value]);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(/--cpus/);
  expect(read(dir, 'a.ts')).toBe(PAGE_SHIELD(0));
});

test('run() rejects a bad cpus with a UsageError before reading anything', async () => {
  const dir = tempDir({ 'a.ts': PAGE_SHIELD(0) });
  await expect(run({ cwd: dir, cpus: 0 })).rejects.toBeInstanceOf(UsageError);
  await expect(run({ cwd: dir, cpus: 2.5 })).rejects.toMatchObject({ exitCode: 2 });
});

test('Ctrl-C during a threaded writing run: exit 130, every file whole, no temp file', async () => {
  const count = 400;
  const dir = tempDir(mixedFiles(count));
  const child = spawn(process.execPath, [BIN, '--cpus', '2', 'src/pages'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
  const first = path.join(dir, 'src/pages/p000.ts');
  // Interrupt as soon as the first file has been written (files are written in path order).
  const code = await new Promise<number | null>((resolve) => {
    const poll = setInterval(() => {
      if (fs.readFileSync(first, 'utf8') !== PAGE_SHIELD(0)) {
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 5);
    child.on('exit', (c) => {
      clearInterval(poll);
      resolve(c);
    });
  });
  expect(code).toBe(130);
  let migrated = 0;
  for (let i = 0; i < count; i++) {
    const text = read(dir, `src/pages/p${String(i).padStart(3, '0')}.ts`);
    if (text === PAGE_SHIELD(i)) continue;
    expect(text).toBe(PAGE_SHIELD(i).replace('script_monitor', 'page_shield'));
    migrated++;
  }
  expect(migrated).toBeGreaterThan(0);
  expect(migrated).toBeLessThan(count);
  expect(listAll(dir).filter((f) => f.includes('.tmp'))).toEqual([]);
});

describe('parsers and threads are loaded only when a file needs them', () => {
  const HEAVY = ['recast', '@babel/parser', 'jscodeshift', 'workerpool'];

  /** The packages under node_modules that the command loaded (read from require.cache on exit). */
  function loadedPackages(cwd: string, args: string[]): string[] {
    const loaded = loadedFiles(cwd, args);
    return HEAVY.filter((pkg) => loaded.some((file) => file.includes(`${path.sep}node_modules${path.sep}${pkg}${path.sep}`)));
  }

  /** Every module file the command loaded. */
  function loadedFiles(cwd: string, args: string[]): string[] {
    const hookDir = tempDir({
      'hook.js':
        "process.on('exit', () => require('fs').writeFileSync(process.env.LOADED_OUT, Object.keys(require.cache).join('\\n')));\n",
    });
    const out = path.join(hookDir, 'loaded.txt');
    const r = cli(cwd, args, { NODE_OPTIONS: `--require ${path.join(hookDir, 'hook.js')}`, LOADED_OUT: out });
    expect(r.code).toBe(0);
    return fs.readFileSync(out, 'utf8').split('\n');
  }

  /** The built modules of the package (under dist/) the command loaded, relative to dist/. */
  const ownModules = (files: string[]): string[] =>
    files.filter((f) => f.includes(`${path.sep}dist${path.sep}`) && !f.includes('node_modules')).map((f) => f.slice(f.lastIndexOf(`${path.sep}dist${path.sep}`) + 6).split(path.sep).join('/'));

  test('--version, list and a run with no candidate file load none of them', () => {
    const dir = tempDir({ 'a.ts': 'export const x = 1;\n', 'b.js': 'module.exports = 2;\n' });
    expect(loadedPackages(dir, ['--version'])).toEqual([]);
    expect(loadedPackages(dir, ['list'])).toEqual([]);
    expect(loadedPackages(dir, ['--dry', '.'])).toEqual([]);
  });

  test('a run loads a transform, the engine and the diff package only when a file needs them (src/cli/lazy-registry.ts)', () => {
    const settled = loadedFiles(tempDir({ 'a.ts': 'export const x = 1;\n' }), ['--dry', '.']);
    const own = ownModules(settled);
    expect(own).toContain('src/cli/lazy-registry.js');
    // The prefilter's word lists are data: the anchor words, and the untraced endpoints' words (their
    // templates and the SDK table, src/cloudflare/untraced/untraced-words.ts) with their text test
    // (untraced-matcher.ts), the dropped DNS record fields (records/dropped-fields.ts, for the project
    // index's modules that read records others hand them). No recogniser, parser or transform.
    const words = /^src\/cloudflare\/(?:anchors\/anchor-words|untraced\/untraced-words|untraced\/untraced-matcher|urls\/endpoint|urls\/endpoints|calls\/sdk-methods|records\/dropped-fields)\.js$/;
    expect(own.filter((f) => !words.test(f) && /^transforms\/|^src\/cloudflare\/|^src\/runner\/(process|file-job)\.js/.test(f))).toEqual([]);
    expect(settled.filter((f) => f.includes(`${path.sep}node_modules${path.sep}diff${path.sep}`))).toEqual([]);
    // Nor the parser's own module or what the project index needs only once a file is parsed (issue 31).
    expect(own.filter((f) => /^src\/parse\/parse\.js$|^src\/project\/(declarations|public-entry|imported-view|module-links|module-exports)\.js$|^src\/ast\//.test(f))).toEqual([]);
    // Nor the report formats it does not write (issue 31: start-up).
    expect(own.filter((f) => /^src\/cli\/(sarif|github)\.js$/.test(f))).toEqual([]);
    // One candidate for page-shield-route: that transform is loaded, one that no file triggers is not.
    const one = ownModules(loadedFiles(tempDir({ 'a.ts': PAGE_SHIELD(0) }), ['--dry', '.']));
    expect(one).toContain('transforms/page-shield-route.js');
    expect(one).not.toContain('transforms/waf-previous.js');
  });

  test('a large candidate the run skips as minified starts no thread of its own (checked before the thread)', () => {
    // 128 KiB and more of code in long lines, holding the API host and a trigger: a bundle.
    const line = Array.from({ length: 40 }, (_, k) => `function f${k}(a){return a+${k}};var g${k}=()=>f${k}(1);`).join('');
    const bundle = `${PAGE_SHIELD(0).replace(/\n/g, ' ')}\n${Array.from({ length: 80 }, () => line).join('\n')}\n`;
    expect(bundle.length).toBeGreaterThan(128 * 1024);
    const dir = tempDir({ 'vendor/bundle.js': bundle });
    expect(loadedPackages(dir, ['--dry', '.'])).not.toContain('workerpool');
    const report = JSON.parse(cli(dir, ['--dry', '--json', '.']).stdout);
    expect(report.files).toEqual([expect.objectContaining({ path: 'vendor/bundle.js', status: 'skipped', reason: expect.stringMatching(/^minified: /) })]);
    // Named on the command line it is visited, on a thread of its own.
    expect(loadedPackages(dir, ['--dry', 'vendor/bundle.js'])).toContain('workerpool');
  });

  test('a run with a candidate file loads the parsers, and no thread pool for one file', () => {
    const dir = tempDir({ 'a.ts': PAGE_SHIELD(0) });
    const loaded = loadedPackages(dir, ['--dry', '.']);
    expect(loaded).toEqual(expect.arrayContaining(['recast', '@babel/parser']));
    expect(loaded).not.toContain('workerpool');
  });
});
