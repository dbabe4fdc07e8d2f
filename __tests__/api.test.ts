/** The programmatic API returns the report --json prints, and rejects usage errors with exit code 2. */
import * as fs from 'fs';
import * as path from 'path';
import { defineTransform, run, UsageError, type DefinedTransform } from '../src';
import { run as runTransforms } from '../src/runner/run';
import * as pool from '../src/runner/pool';
import { declareOption } from '../src/options';
import { tempDir } from './helpers/cli';
import { expectValidReport } from './helpers/reports';

const URL = "export const u = 'https://api.cloudflare.com/client/v4/zones/z/script_monitor/scripts';\n";

test('run() returns the report and exit code, and --dry writes nothing', async () => {
  const dir = tempDir({ 'a.ts': URL });
  const report = await run({ cwd: dir, dry: true, transforms: ['page-shield-route'] });
  const { exitCode, ...rest } = report;
  expect(exitCode).toBe(0);
  expectValidReport(rest);
  expect(report.mode).toBe('dry');
  expect(report.files).toEqual([{ path: 'a.ts', status: 'modified', transforms: ['page-shield-route'] }]);
  expect(report.summary.modified).toBe(1);
  expect(fs.readFileSync(path.join(dir, 'a.ts'), 'utf8')).toBe(URL);
});

test('run() rejects an unknown transform with a UsageError', async () => {
  const dir = tempDir({ 'a.ts': URL });
  await expect(run({ cwd: dir, transforms: ['nope'] })).rejects.toBeInstanceOf(UsageError);
  await expect(run({ cwd: dir, transforms: ['nope'] })).rejects.toMatchObject({ exitCode: 2 });
});

/** A transform of the test's own: 'hello' becomes 'HELLO'; a call to legacyGreet() is reported. */
const shout = defineTransform({
  id: 'shout-greeting',
  eol: '2020-01-01',
  kind: 'rewrite+report',
  title: "Greets in capitals",
  replacement: "'HELLO'",
  triggers: ['hello'],
  anchors: false,
  explain: 'Rewrites the string hello to HELLO and reports legacyGreet().',
  messages: { noCapitals: '{{name}}() has no capital form' },
  run({ j, root, changed, report }) {
    root.find(j.StringLiteral, { value: 'hello' }).forEach((p) => {
      p.replace(j.stringLiteral('HELLO'));
      changed();
    });
    root.find(j.CallExpression, { callee: { name: 'legacyGreet' } }).forEach((p) => report(p, 'noCapitals', { name: 'legacyGreet' }));
  },
});

const GREETING = "export const g = 'hello';\nlegacyGreet(g);\n";
const SHOUTED = "export const g = 'HELLO';\n// cf-codemod(shout-greeting): legacyGreet() has no capital form\nlegacyGreet(g);\n";

test('the runner runs a transform defined here, on the files of a folder, and reports it', async () => {
  const dir = tempDir({ 'src/a.ts': GREETING, 'src/b.ts': 'export const b = 1;\n' });
  const report = await runTransforms({ cwd: dir, force: true, transforms: [shout.transform] });
  expect(fs.readFileSync(path.join(dir, 'src/a.ts'), 'utf8')).toBe(SHOUTED);
  expect(fs.readFileSync(path.join(dir, 'src/b.ts'), 'utf8')).toBe('export const b = 1;\n');
  const { exitCode, ...rest } = report;
  expectValidReport(rest);
  expect(rest.transforms).toEqual(['shout-greeting']);
  expect(rest.files).toEqual([
    { path: 'src/a.ts', status: 'modified', transforms: ['shout-greeting'] },
    { path: 'src/b.ts', status: 'unchanged', transforms: [] },
  ]);
  expect(rest.findings).toEqual([
    // In the file as written, below its marker; the line before the run is kept.
    { transform: 'shout-greeting', path: 'src/a.ts', line: 3, column: 1, originalLine: 2, message: 'legacyGreet() has no capital form', waived: false },
  ]);
  expect(exitCode).toBe(0);
});

test("the package's run() takes a transform of yours beside the package's ids, and stays in one thread for it", async () => {
  const dir = tempDir({ 'a.ts': GREETING, 'u.ts': URL });
  const started = jest.spyOn(pool, 'createPool');
  const report = await run({ cwd: dir, dry: true, cpus: 2, workerThreshold: 1, transforms: [shout, 'page-shield-route'] });
  // It has no module a worker thread could load it from.
  expect(started).not.toHaveBeenCalled();
  expect(report.transforms).toEqual(['page-shield-route', 'shout-greeting']);
  expect(report.files).toEqual([
    { path: 'a.ts', status: 'modified', transforms: ['shout-greeting'] },
    { path: 'u.ts', status: 'modified', transforms: ['page-shield-route'] },
  ]);
  expect(fs.readFileSync(path.join(dir, 'a.ts'), 'utf8')).toBe(GREETING);
  started.mockRestore();
});

test('a transform of yours with a module runs on worker threads, which load it from that module', async () => {
  const transform = path.join(__dirname, '..', 'dist', 'src', 'transform.js');
  const files: Record<string, string> = {
    // Compiled JavaScript, as a worker thread needs it.
    'lib/shout.js': [
      `const { defineTransform } = require(${JSON.stringify(transform)});`,
      'module.exports = defineTransform({',
      "  id: 'shout-greeting', eol: '2020-01-01', kind: 'rewrite', title: 'Greets in capitals', replacement: '', triggers: ['hello'],",
      "  anchors: false, explain: '', messages: {}, module: __filename,",
      "  run({ j, root, changed }) { root.find(j.StringLiteral, { value: 'hello' }).forEach((p) => { p.replace(j.stringLiteral('HELLO')); changed(); }); },",
      '});',
      '',
    ].join('\n'),
  };
  for (let i = 0; i < 4; i++) files[`src/f${i}.ts`] = `export const g${i} = 'hello';\n`;
  const dir = tempDir(files);
  const own = require(path.join(dir, 'lib/shout.js')) as DefinedTransform;
  const started = jest.spyOn(pool, 'createPool');
  const report = await run({ cwd: dir, paths: ['src'], force: true, cpus: 2, workerThreshold: 1, transforms: [own] });
  expect(started).toHaveBeenCalledTimes(1);
  expect(started.mock.calls[0][2]).toEqual([{ id: 'shout-greeting', module: path.join(dir, 'lib/shout.js') }]);
  expect(report.summary.modified).toBe(4);
  for (let i = 0; i < 4; i++) expect(fs.readFileSync(path.join(dir, `src/f${i}.ts`), 'utf8')).toBe(`export const g${i} = 'HELLO';\n`);
  started.mockRestore();
});

test('run() validates the configuration it is given as it validates a file', async () => {
  const dir = tempDir({ 'a.ts': URL });
  await expect(run({ cwd: dir, dry: true, config: { gatewayHost: ['x'] } })).rejects.toThrow(
    'the config option: unknown key "gatewayHost" (did you mean "gatewayHosts"?); known: wrappers, baseConstants, gatewayHosts, rewriteTunnelList',
  );
  await expect(run({ cwd: dir, dry: true, config: { rewriteTunnelList: 'yes' } })).rejects.toThrow('the config option: "rewriteTunnelList" must be true or false');
  // A transform of yours declares its own option; the run knows it.
  const own = defineTransform({ ...shout.transform, options: [declareOption({ name: 'loud', type: 'boolean', description: 'louder', default: false })] });
  const report = await run({ cwd: dir, dry: true, transforms: [own], config: { loud: true } });
  expect(report.transforms).toEqual(['shout-greeting']);
});

test('the runner refuses two transforms of one id, before reading anything', async () => {
  const dir = tempDir({ 'a.ts': GREETING });
  await expect(runTransforms({ cwd: dir, transforms: [shout.transform, { ...shout.transform }] })).rejects.toThrow(
    'two transforms have the id "shout-greeting": ids name one transform each',
  );
  // The package's run() lets a transform of yours replace the package's one of the same id.
  const mine = { ...shout.transform, id: 'page-shield-route' };
  const report = await run({ cwd: dir, dry: true, transforms: [mine] });
  expect(report.files).toEqual([{ path: 'a.ts', status: 'modified', transforms: ['page-shield-route'] }]);
});
