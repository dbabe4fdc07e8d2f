/** The command as a new user meets it: the built binary, run in temporary repositories. */
import * as fs from 'fs';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { BIN, cli, commitAll, listAll, read, readBytes, tempDir, tempRepo } from './helpers/cli';
import { parseReport } from './helpers/reports';

const CALL = [
  "const API = 'https://api.cloudflare.com/client/v4';",
  'export async function scripts(id: string) {',
  '  return fetch(`${API}/zones/${id}/script_monitor/scripts`);',
  '}',
  '',
].join('\n');
const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
const MIGRATED = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/page_shield/scripts';\n";

describe('help, version, list, explain', () => {
  const dir = tempDir({});
  test('--help shows usage and examples', () => {
    const r = cli(dir, ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('cf-codemod [paths..]');
    expect(r.stdout).toContain('--as-of');
    expect(r.stdout).toContain('Examples:');
  });
  test('--version prints the package version', () => {
    const r = cli(dir, ['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(require('../package.json').version);
  });
  test('list and list --json agree with the registry', () => {
    const { registry } = require('../transforms');
    const text = cli(dir, ['list']);
    expect(text.code).toBe(0);
    for (const t of registry) expect(text.stdout).toContain(t.id);
    const json = JSON.parse(cli(dir, ['list', '--json']).stdout);
    expect(json).toEqual(
      registry.map((t: any) => ({ id: t.id, eol: t.eol, kind: t.kind, title: t.title, replacement: t.replacement, source: t.source ?? 'schedule' })),
    );
    // The contract's five fields stay; `source` is added.
    expect(Object.keys(json[0]).sort()).toEqual(['eol', 'id', 'kind', 'replacement', 'source', 'title']);
  });
  test('list groups the original schedule and later notices, and marks what is not due yet', () => {
    const out = cli(dir, ['list']).stdout;
    const later = out.indexOf('From later deprecation notices:');
    expect(out.indexOf('From the original deprecation schedule:')).toBe(0);
    expect(later).toBeGreaterThan(0);
    expect(out.indexOf('page-shield-route')).toBeLessThan(later);
    expect(out.indexOf('workers-kv-namespaces-route')).toBeGreaterThan(later);
    const json = JSON.parse(cli(dir, ['list', '--json']).stdout);
    expect(json.find((t: any) => t.id === 'dns-analytics-rest').source).toBe('later');
    expect(json.find((t: any) => t.id === 'billing-endpoints').source).toBe('schedule');
    const { today } = require('../src/runner/run');
    const line = out.split('\n').find((l: string) => l.startsWith('dns-analytics-rest'))!;
    expect(line.includes('not due yet')).toBe('2026-12-01' > today());
    expect(out.split('\n').find((l: string) => l.startsWith('page-shield-route'))).not.toContain('not due yet');
  });
  test('explain page-shield-route', () => {
    const r = cli(dir, ['explain', 'page-shield-route']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('page_shield');
    expect(r.stdout).toContain('2022-10-11');
    expect(r.stdout).not.toContain('Options');
  });
  test('explain lists the options a transform declares', () => {
    const r = cli(dir, ['explain', 'account-tunnels']);
    expect(r.stdout).toContain(
      '\nOptions (configuration keys):\n  `rewriteTunnelList` (true or false, default `false`): `account-tunnels` also rewrites the list call GET /accounts/:account_id/tunnels, which lists every tunnel type, not only Cloudflare Tunnels.\n',
    );
  });
});

describe('usage errors exit 2 with one clear line and no stack trace', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  const cases: Array<[string, string[], RegExp]> = [
    ['unknown option', ['--bogus'], /unknown option --bogus; see cf-codemod --help/],
    ['unknown transform id lists the known ids', ['-t', 'nope', '.'], /unknown transform "nope"; known: .*page-shield-route/],
    ['unknown id in explain', ['explain', 'nope'], /unknown transform "nope"/],
    ['malformed --as-of', ['--as-of', '2024-02-30', '.'], /--as-of must be a date/],
    ['missing path', ['does-not-exist'], /path does not exist: does-not-exist/],
    ['conflicting flags', ['--dry', '--print', '.'], /mutually exclusive/],
    ['bad --cpus', ['--cpus', '0', '.'], /--cpus/],
  ];
  test.each(cases)('%s', (_name, args, message) => {
    const r = cli(dir, args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });
});

describe('a migration from dry run to clean check', () => {
  test('--dry, --check, write, second run, --check again', () => {
    const dir = tempRepo({ 'src/api.ts': CALL, 'src/other.ts': 'export const x = 1;\n' });
    const dry = cli(dir, ['--dry', '.']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('--- a/src/api.ts\n+++ b/src/api.ts\n@@ ');
    expect(dry.stdout).toContain('+  return fetch(`${API}/zones/${id}/page_shield/scripts`);');
    expect(dry.stdout).toContain('-  return fetch(`${API}/zones/${id}/script_monitor/scripts`);');
    expect(read(dir, 'src/api.ts')).toBe(CALL);

    expect(cli(dir, ['--check']).code).toBe(1);

    const write = cli(dir, []);
    expect(write.code).toBe(0);
    expect(read(dir, 'src/api.ts')).toBe(CALL.replace('script_monitor', 'page_shield'));
    expect(write.stderr).toMatch(/2 files, 1 modified, 1 unchanged, 0 errors/);
    commitAll(dir);

    const again = cli(dir, []);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/0 modified/);
    expect(cli(dir, ['--check']).code).toBe(0);
  });

  test('--print prints the transformed file and writes nothing', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--print', 'a.ts']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(MIGRATED);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });

  test('--as-of before the end of life leaves that transform out', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--dry', '--json', '--as-of', '2022-10-10']);
    const report = parseReport(r.stdout);
    expect(report.transforms).not.toContain('page-shield-route');
    expect(report.summary.modified).toBe(0);
  });

  test('DNS analytics REST (due 2026-12-01) runs from its date on, and not the day before', () => {
    const dir = tempRepo({
      'report.ts': "export const report = (zone: string) => fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_analytics/report`);\n",
    });
    const before = parseReport(cli(dir, ['--dry', '--json', '--as-of', '2026-11-30']).stdout);
    expect(before.transforms).not.toContain('dns-analytics-rest');
    expect(before.findings).toEqual([]);
    const due = parseReport(cli(dir, ['--dry', '--json', '--as-of', '2026-12-01']).stdout);
    expect(due.transforms).toContain('dns-analytics-rest');
    expect(due.findings.map((f: any) => f.transform)).toEqual(['dns-analytics-rest']);
  });

  test('--as-of before every end of life runs nothing', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const report = parseReport(cli(dir, ['--dry', '--json', '--as-of', '2020-01-01']).stdout);
    expect(report.transforms).toEqual([]);
  });
});

describe('git guard', () => {
  test('a dirty tree is refused without --force, and nothing is written', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    fs.writeFileSync(path.join(dir, 'b.ts'), LITERAL);
    const r = cli(dir, []);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/uncommitted changes.*--force/);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
    expect(read(dir, 'b.ts')).toBe(LITERAL);
    expect(cli(dir, ['--dry']).code).toBe(0);
    expect(cli(dir, ['--force']).code).toBe(0);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
    expect(read(dir, 'b.ts')).toBe(MIGRATED);
  });
  test('outside git a writing run proceeds', () => {
    const dir = tempDir({ 'a.ts': LITERAL });
    expect(cli(dir, []).code).toBe(0);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
  });
});

describe('errors and bytes', () => {
  test('a reader that closes the pipe early (| head -1) ends no run with a stack trace', () => {
    const files: Record<string, string> = {};
    const many = Array.from({ length: 20 }, (_, k) => LITERAL.replace('url', `url${k}`)).join('');
    for (let i = 0; i < 40; i++) files[`f${String(i).padStart(2, '0')}.ts`] = many;
    const dir = tempDir(files);
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" --print . | head -1; echo "status $?"`], { cwd: dir, encoding: 'utf8' });
    // The run finishes and says so; nothing of the closed pipe reaches the user.
    expect(r.stderr).toMatch(/^cf-codemod: anchored on Cloudflare: f00\.ts holds an API anchor; [^\n]*\ncf-codemod: 40 files, 40 would be modified, 0 unchanged, 0 errors, 0 skipped, 0 findings \(\d+\.\ds\)\n$/);
    expect(r.stdout).toBe(`${MIGRATED.replace('url', 'url0')}status 0\n`);
  });

  test('a file that does not parse is reported, the others migrated, exit 3', () => {
    const dir = tempRepo({ 'good.ts': LITERAL, 'bad.ts': "const u = 'https://api.cloudflare.com/client/v4/zones/x/script_monitor' +;\n" });
    const r = cli(dir, ['--dry', '--json']);
    expect(r.code).toBe(3);
    const report = parseReport(r.stdout);
    const bad = report.files.find((f: any) => f.path === 'bad.ts');
    expect(bad.status).toBe('error');
    expect(bad.error).toMatch(/could not parse: .*\(1:\d+\)/);
    expect(report.summary.errors).toBe(1);
    const w = cli(dir, []);
    expect(w.code).toBe(3);
    expect(w.stderr).toMatch(/error {2}bad\.ts: could not parse/);
    expect(read(dir, 'good.ts')).toBe(MIGRATED);
  });

  test('a line separator (U+2028) in a JavaScript string parses, is kept, and draws no advice to rename', () => {
    const text = `const caption = 'zones\u2028seen';\n${LITERAL}`;
    const dir = tempRepo({ 'a.js': text });
    const r = cli(dir, []);
    expect(r.stderr).not.toMatch(/could not parse|rename/);
    expect(r.code).toBe(0);
    expect(read(dir, 'a.js')).toBe(`const caption = 'zones\u2028seen';\n${MIGRATED}`);
  });

  test('CRLF and a BOM keep every other byte', () => {
    const crlf = '\uFEFF// header\r\nconst a = 1;\r\n' + LITERAL.replace('\n', '\r\n') + 'const b = 2;\n\tconst c = "é";';
    const dir = tempRepo({ 'a.ts': crlf });
    expect(cli(dir, []).code).toBe(0);
    const expected = crlf.replace('script_monitor', 'page_shield');
    expect(readBytes(dir, 'a.ts').equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(listAll(dir)).toEqual(['a.ts']);
  });

  test('--json follows the contract', () => {
    const dir = tempRepo({ 'src/a.ts': LITERAL, 'src/b.js': 'module.exports = 1;\n' });
    const r = cli(dir, ['--json', '--dry']);
    expect(r.code).toBe(0);
    const report = parseReport(r.stdout);
    expect(Object.keys(report).sort()).toEqual(['anchoring', 'asOf', 'files', 'findings', 'mode', 'summary', 'transforms', 'unusedWaivers', 'version']);
    // The API host in src/a.ts anchors the project on Cloudflare (the second tier of recognition).
    // Its package: the repository root, with no package.json.
    const reasons = [{ kind: 'api-anchor', path: 'src/a.ts', scope: '.' }];
    expect(report.anchoring).toEqual({ anchored: true, reasons, dependsOnCloudflare: false, scopes: [{ path: '.', reasons, dependsOnCloudflare: false, connected: [] }] });
    expect(report.version).toBe(1);
    expect(report.mode).toBe('dry');
    expect(report.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.files).toEqual([
      { path: 'src/a.ts', status: 'modified', transforms: ['page-shield-route'] },
      { path: 'src/b.js', status: 'unchanged', transforms: [] },
    ]);
    expect(report.summary).toEqual({ files: 2, modified: 1, unchanged: 1, errors: 0, skipped: 0, findings: 0 });
    expect(read(dir, 'src/a.ts')).toBe(LITERAL);
  });
});

describe('file discovery', () => {
  test('.gitignore (nested too), node_modules, --ignore-pattern, --no-gitignore, --extensions', () => {
    const dir = tempRepo({
      '.gitignore': 'build/\n',
      'src/.gitignore': 'gen.ts\n',
      'src/a.ts': LITERAL,
      'src/gen.ts': LITERAL,
      'build/x.js': LITERAL,
      'node_modules/pkg/index.js': LITERAL,
      'vendor/v.ts': LITERAL,
      'notes.txt': LITERAL,
    });
    const paths = (args: string[]) => parseReport(cli(dir, ['--dry', '--json', ...args]).stdout).files.map((f: any) => f.path);
    expect(paths([])).toEqual(['src/a.ts', 'vendor/v.ts']);
    expect(paths(['--ignore-pattern', 'vendor/'])).toEqual(['src/a.ts']);
    expect(paths(['--no-gitignore'])).toEqual(['build/x.js', 'src/a.ts', 'src/gen.ts', 'vendor/v.ts']);
    expect(paths(['--extensions', 'js', '--no-gitignore'])).toEqual(['build/x.js']);
    expect(paths(['src'])).toEqual(['src/a.ts']);
  });
});
