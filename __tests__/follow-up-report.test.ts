/**
 * A module changed by its own pass and by a follow-up another file asked for (ctx.defer) is one
 * outcome: one diff from its original text to its final one, printed once, seen once by onFile, in
 * path order. The case: __testfixtures__/project/srv-record-type-own-pass, whose src/dns/types.ts
 * loses `locked` in its own pass (dns-record-locked) and has its SRV data relaxed by the follow-up
 * src/sync/records.ts asks for once it sends name-built SRV bodies (srv-data-to-name).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../src';
import type { FileOutcome } from '../src/runner/file-job-types';
import { unifiedDiff } from '../src/runner/diff';
import { cli } from './helpers/cli';

const CASE = path.join(__dirname, '..', '__testfixtures__', 'project', 'srv-record-type-own-pass');
const AS_OF = '2026-11-22';
const TYPES = 'src/dns/types.ts';
const IMPORTER = 'src/sync/records.ts';
const input = (rel: string) => fs.readFileSync(path.join(CASE, 'input', rel), 'utf8');
const output = (rel: string) => fs.readFileSync(path.join(CASE, 'output', rel), 'utf8');
const PATHS = ['src/dns/types.ts', 'src/store/types.ts', 'src/store/zone.ts', 'src/sync/records.ts'];
const plain = { header: (s: string) => s, hunk: (s: string) => s, added: (s: string) => s, removed: (s: string) => s };

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-onediff-'));
  fs.cpSync(path.join(CASE, 'input'), tmp, { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('the case: both passes change the module (else this file tests nothing)', () => {
  expect(input(TYPES)).toContain('  locked: boolean;');
  expect(output(TYPES)).not.toContain('locked');
  expect(output(TYPES)).toContain('data: { service?: string; proto?: string; name?: string;');
});

test('--dry prints one diff for the module, from its original text to its final one', () => {
  const r = cli(tmp, ['--dry', '--as-of', AS_OF, 'src']);
  expect(r.code).toBe(0);
  const headers = r.stdout.split('\n').filter((l) => l.startsWith('--- '));
  expect(headers).toEqual([`--- a/${TYPES}`, `--- a/${IMPORTER}`]);
  // Exactly the diff of the original against the final text, then the importer's.
  const expected = unifiedDiff(TYPES, input(TYPES), output(TYPES), plain) + unifiedDiff(IMPORTER, input(IMPORTER), output(IMPORTER), plain);
  expect(r.stdout.slice(0, expected.length)).toBe(expected);
  expect(r.stderr).toContain('2 would be modified');
  expect(fs.readFileSync(path.join(tmp, TYPES), 'utf8')).toBe(input(TYPES));
});

test('--print prints the module once, as it ends', () => {
  const r = cli(tmp, ['--print', '--as-of', AS_OF, 'src']);
  expect(r.code).toBe(0);
  expect(r.stdout.startsWith(output(TYPES) + output(IMPORTER))).toBe(true);
  expect(r.stdout.split('export interface ZoneRecord').length - 1).toBe(1);
});

test('--json has one entry for the module with both transforms; --check fails on it', () => {
  const r = cli(tmp, ['--json', '--dry', '--as-of', AS_OF, 'src']);
  const report = JSON.parse(r.stdout);
  expect(report.files.map((f: { path: string }) => f.path)).toEqual(PATHS);
  expect(report.files[0]).toEqual({ path: TYPES, status: 'modified', transforms: ['dns-record-locked', 'srv-data-to-name'] });
  expect(report.summary.modified).toBe(2);
  const check = cli(tmp, ['--check', '--as-of', AS_OF, 'src']);
  expect(check.code).toBe(1);
});

for (const [name, threads] of [['in this thread', { cpus: 1 }], ['on worker threads', { cpus: 2, workerThreshold: 1 }]] as const) {
  test(`run(): onFile sees each file once, in path order, the module whole (${name}, writing)`, async () => {
    const seen: Array<{ path: string; index: number; outcome: FileOutcome }> = [];
    const result = await run({
      cwd: tmp,
      asOf: AS_OF,
      force: true,
      ...threads,
      onFile: (outcome, index) => seen.push({ path: outcome.report.path, index, outcome }),
    });
    expect(seen.map((s) => s.path)).toEqual(PATHS);
    expect(seen.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    const types = seen[0].outcome;
    expect(types.report.transforms).toEqual(['dns-record-locked', 'srv-data-to-name']);
    expect(types.before).toBe(input(TYPES));
    expect(types.after).toBe(output(TYPES));
    expect(fs.readFileSync(path.join(tmp, TYPES), 'utf8')).toBe(output(TYPES));
    expect(result.files.map((f) => f.path)).toEqual(PATHS);
    expect(result.files.filter((f) => f.status === 'modified').map((f) => f.path)).toEqual([TYPES, IMPORTER]);
  });
}

test('run(): files before the first module a candidate imports stream at once; from it on, they wait for the follow-ups', async () => {
  fs.mkdirSync(path.join(tmp, 'a'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'a/first.ts'), "export const x = 'https://api.cloudflare.com/client/v4/zones/abc/dns_records';\n");
  const seen: Array<[string, string]> = [];
  const typesOnDisk = () => fs.readFileSync(path.join(tmp, TYPES), 'utf8');
  await run({ cwd: tmp, asOf: AS_OF, force: true, cpus: 1, onFile: (o) => seen.push([o.report.path, typesOnDisk()]) });
  // a/first.ts is reported before the module's own turn; the module and the files after it once the follow-up wrote it.
  expect(seen).toEqual([['a/first.ts', input(TYPES)], ...PATHS.map((p): [string, string] => [p, output(TYPES)])]);
});

test('a follow-up never writes back a module whose bytes are not valid UTF-8', async () => {
  // The plain case (types.ts changed by the follow-up alone), with a Latin-1 byte in a comment.
  const plainCase = path.join(__dirname, '..', '__testfixtures__', 'project', 'srv-record-type', 'input');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-follow-latin1-'));
  try {
    fs.cpSync(plainCase, dir, { recursive: true });
    const file = path.join(dir, TYPES);
    const bytes = Buffer.concat([Buffer.from('// r\xe9sum\xe9 of the record shapes\n', 'latin1'), fs.readFileSync(file)]);
    fs.writeFileSync(file, bytes);
    const result = await run({ cwd: dir, paths: ['src'], asOf: AS_OF, force: true });
    expect(result.files.find((f) => f.path === TYPES)).toMatchObject({ status: 'error', error: 'not valid UTF-8: left unchanged' });
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
