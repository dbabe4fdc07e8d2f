/**
 * The package as a user receives it: `npm pack`, unpacked into a fresh project's node_modules with
 * only the dependencies the packed package.json declares beside it (linked to this checkout's
 * installed copies: offline, and no network install), then compiled against with `skipLibCheck:
 * false` and run. A public type that only a devDependency provides fails here with TS7016.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..');

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

let work: string;
let tarball: string;
let files: string[];
let consumer: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-codemod-pack-'));
  // --ignore-scripts: npm test has just built dist/; `prepare` would build it again.
  const packed = JSON.parse(sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT));
  tarball = path.join(work, packed[0].filename);
  files = packed[0].files.map((f: { path: string }) => f.path).sort();

  consumer = path.join(work, 'consumer');
  const installed = path.join(consumer, 'node_modules', 'cf-codemod');
  fs.mkdirSync(installed, { recursive: true });
  sh('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], work);
  const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  // What npm install would put beside it: the declared dependencies, plus the consumer's own
  // TypeScript setup (@types/node, as any Node project that compiles TypeScript has).
  for (const dep of [...Object.keys(pkg.dependencies), '@types/node']) {
    const link = path.join(consumer, 'node_modules', dep);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules', dep), link, 'dir');
  }
}, 60_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('ships what a user runs: the built command, library and transforms, the report schema, the licence', () => {
  expect(files).toEqual(expect.arrayContaining([
    'LICENSE',
    'README.md',
    'package.json',
    'schema/report.schema.json',
    'dist/bin/cf-codemod.js',
    'dist/src/index.js',
    'dist/src/index.d.ts',
    'dist/transforms/index.js',
    'dist/examples.json',
    'dist/options.json',
  ]));
  const unwanted = files.filter((f) => /^dist\/(bench|scripts|__tests__)\/|^(__tests__|__testfixtures__|bench|scripts|src|transforms|examples|docs)\/|sarif-schema/.test(f));
  expect(unwanted).toEqual([]);
});

test('the README states the packed size (within 15%)', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const stated = readme.match(/packed tarball is about (\d+) kB/);
  expect(stated).not.toBeNull();
  const actual = fs.statSync(tarball).size / 1000;
  expect(Math.abs(actual - Number(stated![1])) / actual).toBeLessThan(0.15);
});

test('a TypeScript consumer compiles against the public types with skipLibCheck false', () => {
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, skipLibCheck: false, module: 'commonjs', moduleResolution: 'node',
        target: 'ES2022', lib: ['ES2022'], types: ['node'], esModuleInterop: true,
      },
      files: ['index.ts'],
    }),
  );
  fs.writeFileSync(
    path.join(consumer, 'index.ts'),
    [
      "import { run, registry, defineTransform, declareOption, type RunResult, type Report, type Finding, type UserConfig } from 'cf-codemod';",
      'export async function migrate(config: UserConfig): Promise<Report> {',
      "  const result: RunResult = await run({ paths: ['src'], dry: true, config });",
      "  const mode: 'write' | 'dry' | 'check' = result.mode;",
      '  const findings: Finding[] = result.findings;',
      '  void mode; void findings;',
      '  return result;',
      '}',
      'export const ids: string[] = registry.map((t) => t.id);',
      'export const own = defineTransform;',
      "const loud = declareOption({ name: 'loud', type: 'boolean', description: 'louder', default: false });",
      "const mine = defineTransform({ id: 'mine', eol: '2020-01-01', kind: 'report', title: 't', replacement: 'r', triggers: ['x'], explain: 'e', options: [loud],",
      "  messages: { quiet: '{{name}} is quiet' },",
      "  run: (ctx) => { const on: boolean = loud.of(ctx.config); if (!on) ctx.report(ctx.root.get(), 'quiet', { name: ctx.file.path }); } });",
      "export const mineRun = run({ transforms: [mine, 'page-shield-route'], config: { loud: true } });",
      '',
    ].join('\n'),
  );
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer], { encoding: 'utf8' });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
}, 60_000);

test('the installed command runs: version, explain with its bundled example', () => {
  const bin = path.join(consumer, 'node_modules', 'cf-codemod', 'dist', 'bin', 'cf-codemod.js');
  const version = spawnSync(process.execPath, [bin, '--version'], { cwd: consumer, encoding: 'utf8' });
  expect(version.stdout.trim()).toBe(require('../package.json').version);
  const explain = spawnSync(process.execPath, [bin, 'explain', 'page-shield-route'], { cwd: consumer, encoding: 'utf8' });
  expect(explain.status).toBe(0);
  expect(explain.stdout).toContain('+++ b/');
  expect(fs.existsSync(path.join(consumer, 'node_modules', 'cf-codemod', 'schema', 'report.schema.json'))).toBe(true);
});
