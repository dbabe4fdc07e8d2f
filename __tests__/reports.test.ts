/** Report formats through the real command: JSON (every mode), SARIF, GitHub workflow commands, --output-file. */
import * as fs from 'fs';
import * as path from 'path';
import { cli, commitAll, read, tempDir, tempRepo } from './helpers/cli';
import { parseReport, parseSarif } from './helpers/reports';

const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
const MIGRATED = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/page_shield/scripts';\n";
const FINDING = [
  "const API = 'https://api.cloudflare.com/client/v4';",
  'export async function rules(zone: string) {',
  '  return fetch(`${API}/zones/${zone}/firewall/rules`);',
  '}',
  '',
].join('\n');

describe('--json is a format, not a mode', () => {
  test('a writing run with --json writes the file and reports it (mode write)', () => {
    const dir = tempRepo({ 'src/a.ts': LITERAL, 'src/b.ts': 'export const b = 1;\n' });
    const r = cli(dir, ['--json']);
    expect(r.code).toBe(0);
    expect(read(dir, 'src/a.ts')).toBe(MIGRATED);
    const report = parseReport(r.stdout);
    expect(report.mode).toBe('write');
    expect(report.files).toEqual([
      { path: 'src/a.ts', status: 'modified', transforms: ['page-shield-route'] },
      { path: 'src/b.ts', status: 'unchanged', transforms: [] },
    ]);
    expect(r.stderr).toBe('');
  });

  test('a writing run with --json keeps the git guard', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    fs.writeFileSync(path.join(dir, 'b.ts'), LITERAL);
    const r = cli(dir, ['--json']);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 2, stdout: '' });
    expect(r.stderr).toMatch(/uncommitted changes/);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });

  test.each([
    ['--dry', 'dry', 0],
    ['--check', 'check', 1],
  ])('%s --json reports mode %s and writes nothing', (flag, mode, code) => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, [flag, '--json']);
    expect(r.code).toBe(code);
    const report = parseReport(r.stdout);
    expect(report.mode).toBe(mode);
    expect(report.summary.modified).toBe(1);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });

  test('--format json is the same as --json; --json with another --format is a usage error', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const a = parseReport(cli(dir, ['--dry', '--json']).stdout);
    const b = parseReport(cli(dir, ['--dry', '--format', 'json']).stdout);
    expect(b).toEqual(a);
    const r = cli(dir, ['--json', '--format', 'sarif']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--json and --format sarif/);
  });
});

describe('--output-file', () => {
  test('the report goes to the file, the terminal keeps the human output, the run writes', () => {
    const dir = tempRepo({ 'a.ts': LITERAL, '.gitignore': 'out/\n' });
    fs.mkdirSync(path.join(dir, 'out'));
    const r = cli(dir, ['--json', '--output-file', 'out/report.json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/1 file, 1 modified/);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
    const report = parseReport(read(dir, 'out/report.json'));
    expect(report.mode).toBe('write');
    expect(report.summary.modified).toBe(1);
  });

  test('alone it means JSON; with --dry the diff stays on stdout', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--dry', '-o', path.join(dir, '..', path.basename(dir) + '.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('+export const url');
    const file = path.join(dir, '..', path.basename(dir) + '.json');
    const report = parseReport(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file); // beside the temporary folder, not in it: not removed with it
    expect(report.mode).toBe('dry');
  });

  test('a folder that does not exist is a usage error before anything is written', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--json', '-o', 'missing/report.json']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('cf-codemod: --output-file missing/report.json: its folder does not exist');
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });

  test('--format human with --output-file is a usage error', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--format', 'human', '-o', 'r.txt', '--dry']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--output-file takes a report format/);
  });
});

describe('SARIF', () => {
  test('a rule per transform that ran, a result per finding and per changed file, paths from the repository root', () => {
    const dir = tempRepo({
      'pkg/src/a.ts': LITERAL,
      'pkg/src/rules.ts': FINDING,
      'pkg/src/waived.ts': FINDING.replace('  return', '  // cf-codemod-ignore: kept until the rules move\n  return'),
      'pkg/src/bad name.ts': LITERAL,
    });
    const cwd = path.join(dir, 'pkg');
    const r = cli(cwd, ['--check', '--format', 'sarif', '--no-markers', '-t', 'page-shield-route,firewall-rules-filters']);
    expect(r.code).toBe(1);
    const log = parseSarif(r.stdout);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run.tool.driver.name).toBe('cf-codemod');
    expect(run.tool.driver.rules.map((x: any) => x.id)).toEqual(['page-shield-route', 'firewall-rules-filters']);
    const { registry } = require('../transforms');
    const rule = run.tool.driver.rules[1];
    const t = registry.find((x: any) => x.id === 'firewall-rules-filters');
    expect(rule.shortDescription.text).toBe(t.title);
    expect(rule.help.text).toBe(t.explain.trim());
    expect(rule.helpUri).toBe(t.links[0]);
    const results = run.results.map((x: any) => ({
      rule: x.ruleId,
      uri: x.locations[0].physicalLocation.artifactLocation.uri,
      line: x.locations[0].physicalLocation.region.startLine,
      suppressed: !!x.suppressions,
    }));
    expect(results).toEqual([
      { rule: 'firewall-rules-filters', uri: 'pkg/src/rules.ts', line: 3, suppressed: false },
      { rule: 'firewall-rules-filters', uri: 'pkg/src/waived.ts', line: 4, suppressed: true },
      { rule: 'page-shield-route', uri: 'pkg/src/a.ts', line: 1, suppressed: false },
      { rule: 'page-shield-route', uri: 'pkg/src/bad%20name.ts', line: 1, suppressed: false },
    ]);
    expect(run.results[0].ruleIndex).toBe(1);
    expect(run.originalUriBaseIds['%SRCROOT%'].uri).toMatch(/^file:\/\/.*\/$/);
  });

  test('a changed file points at its first changed line; write mode and errors', () => {
    const dir = tempRepo({ 'a.ts': '// one\n// two\n' + LITERAL, 'bad.ts': LITERAL.replace(';', ' +;') });
    const r = cli(dir, ['--format', 'sarif', '-t', 'page-shield-route']);
    expect(r.code).toBe(3);
    expect(read(dir, 'a.ts')).toBe('// one\n// two\n' + MIGRATED);
    const run = parseSarif(r.stdout).runs[0];
    expect(run.results).toHaveLength(1);
    expect(run.results[0].locations[0].physicalLocation.region.startLine).toBe(3);
    expect(run.results[0].level).toBe('note');
    expect(run.invocations[0].executionSuccessful).toBe(false);
    expect(run.invocations[0].toolExecutionNotifications[0].message.text).toMatch(/could not parse/);
  });

  test('an empty run is a valid log', () => {
    const dir = tempDir({});
    const r = cli(dir, ['--format', 'sarif', '--as-of', '2000-01-01']);
    expect(r.code).toBe(0);
    expect(parseSarif(r.stdout).runs[0].results).toEqual([]);
  });
});

describe('github', () => {
  test('one workflow command per finding and per changed file, escaped', () => {
    const dir = tempRepo({ 'sub/a,b.ts': LITERAL, 'sub/rules.ts': FINDING });
    const r = cli(path.join(dir, 'sub'), ['--dry', '--format', 'github', '--no-markers', '-t', 'page-shield-route,firewall-rules-filters']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^::warning file=sub\/rules\.ts,line=3,col=\d+,title=firewall-rules-filters::\S/);
    expect(lines[1]).toBe('::warning file=sub/a%2Cb.ts,line=1,col=1,title=page-shield-route::would be rewritten by page-shield-route: run cf-codemod to migrate');
    // A message's own newlines and percent signs are escaped, so one finding stays one command.
    for (const line of lines) expect(line.split('::').length).toBe(3);
  });

  test('a written file is a notice', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--format', 'github']);
    expect(r.stdout).toBe('::notice file=a.ts,line=1,col=1,title=page-shield-route::rewritten by page-shield-route\n');
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
    commitAll(dir);
    expect(cli(dir, ['--check', '--format', 'github'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('review markers are not rewrites (SARIF and GitHub)', () => {
  // A finding at line 3 (its marker goes above it) and a route page-shield-route rewrites at line 6.
  const MIXED = FINDING + '\n' + LITERAL;
  const results = (stdout: string) =>
    parseSarif(stdout).runs[0].results.map((x: any) => ({
      rule: x.ruleId,
      line: x.locations[0].physicalLocation.region.startLine,
      text: x.message.text,
    }));

  test('a file changed only by a review marker has its finding and no "would be rewritten" result', () => {
    const dir = tempRepo({ 'rules.ts': FINDING });
    const r = cli(dir, ['--dry', '--format', 'sarif', '-t', 'firewall-rules-filters']);
    expect(r.code).toBe(0);
    expect(results(r.stdout)).toEqual([{ rule: 'firewall-rules-filters', line: 3, text: expect.stringMatching(/WAF custom rule/) }]);
    const g = cli(dir, ['--check', '--format', 'github', '-t', 'firewall-rules-filters']);
    expect(g.code).toBe(1);
    expect(g.stdout.trimEnd().split('\n')).toEqual([expect.stringMatching(/^::warning file=rules\.ts,line=3,col=\d+,title=firewall-rules-filters::/)]);
  });

  test('a file rewritten and marked: the rewrite is named at its own line, the marker transform only by its finding', () => {
    const dir = tempRepo({ 'a.ts': MIXED });
    const r = cli(dir, ['--dry', '--format', 'sarif', '-t', 'page-shield-route,firewall-rules-filters']);
    expect(results(r.stdout)).toEqual([
      { rule: 'firewall-rules-filters', line: 3, text: expect.stringMatching(/WAF custom rule/) },
      { rule: 'page-shield-route', line: 6, text: expect.stringMatching(/^would be rewritten by page-shield-route/) },
    ]);
    const g = cli(dir, ['--dry', '--format', 'github', '-t', 'page-shield-route,firewall-rules-filters']);
    expect(g.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^::warning file=a\.ts,line=3,col=\d+,title=firewall-rules-filters::/),
      '::warning file=a.ts,line=6,col=1,title=page-shield-route::would be rewritten by page-shield-route: run cf-codemod to migrate',
    ]);
  });

  test('once written, findings are located in the file as written, with their line before the run as originalLine', () => {
    const dir = tempRepo({ 'a.ts': MIXED, 'crlf.ts': MIXED.replace(/\n/g, '\r\n') });
    const dry = parseReport(cli(dir, ['--dry', '--json', '-t', 'page-shield-route,firewall-rules-filters']).stdout);
    expect(dry.findings.map((f: any) => [f.path, f.line, f.originalLine])).toEqual([['a.ts', 3, undefined], ['crlf.ts', 3, undefined]]);
    const r = cli(dir, ['--json', '-t', 'page-shield-route,firewall-rules-filters']);
    expect(r.code).toBe(0);
    const written = parseReport(r.stdout);
    expect(written.findings.map((f: any) => [f.path, f.line, f.column, f.originalLine])).toEqual([['a.ts', 4, 10, 3], ['crlf.ts', 4, 10, 3]]);
    expect(read(dir, 'a.ts').split('\n')[3]).toMatch(/^ {2}return fetch\(/);
    // The human output and a second run point at the same place.
    commitAll(dir);
    const again = parseReport(cli(dir, ['--dry', '--json', '-t', 'page-shield-route,firewall-rules-filters']).stdout);
    expect(again.findings.map((f: any) => [f.path, f.line])).toEqual([['a.ts', 4], ['crlf.ts', 4]]);
    fs.writeFileSync(path.join(dir, 'b.ts'), MIXED);
    commitAll(dir);
    const human = cli(dir, ['-t', 'page-shield-route,firewall-rules-filters', 'b.ts']);
    expect(human.stdout).toMatch(/^b\.ts:4:10 {2}firewall-rules-filters /);
    fs.writeFileSync(path.join(dir, 'c.ts'), MIXED);
    commitAll(dir);
    const g = cli(dir, ['--format', 'github', '-t', 'page-shield-route,firewall-rules-filters', 'c.ts']);
    expect(g.stdout).toMatch(/^::warning file=c\.ts,line=4,col=10,title=firewall-rules-filters::/);
  });

  test('once written, the rewrite is located in the file as written (below the inserted marker)', () => {
    const dir = tempRepo({ 'a.ts': MIXED });
    const r = cli(dir, ['--format', 'github', '-t', 'page-shield-route,firewall-rules-filters']);
    expect(r.code).toBe(0);
    expect(read(dir, 'a.ts').split('\n')[6]).toBe(MIGRATED.trimEnd());
    expect(r.stdout.trimEnd().split('\n')[1]).toBe('::notice file=a.ts,line=7,col=1,title=page-shield-route::rewritten by page-shield-route');
  });
});
