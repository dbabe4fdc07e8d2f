/**
 * A command line that cannot write by surprise: every argument is checked, as typed, before anything
 * runs (a boolean flag takes no value, a value option needs a valid value, `-` is no path, an
 * unknown option is named with the closest known one, the output file is checked); the git guard
 * fails closed; and the options of a quiet, scriptable run (--quiet, --max-warnings, --color,
 * completion, exit codes in --help). Each case runs the built command in a clean temporary
 * repository, where a writing run would go ahead: refused means exit 2, one line, no file changed.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { cli, commitAll, listAll, read, tempDir, tempRepo } from './helpers/cli';
import { cliBackground, sleep } from './helpers/faults';
import { parseReport } from './helpers/reports';

const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
const MIGRATED = LITERAL.replace('script_monitor', 'page_shield');
/** Two findings of firewall-rules-filters, nothing it can rewrite. */
const FIREWALL = [
  "const API = 'https://api.cloudflare.com/client/v4';",
  'export const rules = (zone: string) => fetch(`${API}/zones/${zone}/firewall/rules`);',
  'export const filters = (zone: string) => fetch(`${API}/zones/${zone}/filters`);',
  '',
].join('\n');

/** Every file below dir (git's own folder aside) with its text. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listAll(dir).map((f) => [f, read(dir, f)]));
}

function refused(dir: string, args: string[], message: RegExp, env: Record<string, string> = {}): void {
  const before = snapshot(dir);
  const r = cli(dir, args, env);
  expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' });
  expect(r.stderr).toMatch(/^cf-codemod: /);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
  expect(snapshot(dir)).toEqual(before);
}

describe('a boolean flag takes no value', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  test.each([
    ['--dry=1'], ['--dry=yes'], ['-d=1'], ['--print=1'], ['--check=1'], ['--check=on'], ['--force=1'], ['--json=1'], ['--no-markers=1'],
  ])('%s', (flag) => {
    const typed = flag.slice(0, flag.indexOf('='));
    refused(dir, [flag, 'a.ts'], new RegExp(`^cf-codemod: ${typed} takes no value, got "${flag}"`));
  });
  test.each([
    [['--dry', 'false']], [['-d', 'false']],
  ])('%j: yargs would read "true" or "false" as its value', (args) => {
    refused(dir, [...args, 'a.ts'], new RegExp(`^cf-codemod: ${args[0]} takes no value, got "${args[1]}"`));
  });
  test('--no-<flag> forms and camelCase names still work', () => {
    const r = cli(dir, ['--no-markers', '--no-gitignore', '-d', '--maxFileSize', '4096', 'a.ts']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('+export const url');
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });
  test('list --json=1', () => refused(dir, ['list', '--json=1'], /--json takes no value/));
});

describe('the git guard fails closed', () => {
  const fakeGitDir = (script: string): string => {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-codemod-bin-'));
    fs.writeFileSync(path.join(bin, 'git'), script, { mode: 0o755 });
    return bin;
  };
  const realGit = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();

  test('git missing from PATH, in a repository with uncommitted changes: refused unless --force', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    fs.writeFileSync(path.join(dir, 'b.ts'), LITERAL);
    const noGit = { PATH: fs.mkdtempSync(path.join(os.tmpdir(), 'cf-codemod-empty-')) };
    refused(dir, [], /cannot tell whether .* has uncommitted changes: git is not installed \(not found on PATH\); pass --force/, noGit);
    expect(cli(dir, ['--dry'], noGit).code).toBe(0);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
    expect(cli(dir, ['--force'], noGit).code).toBe(0);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
  });

  test('git missing from PATH, outside any repository: the run proceeds (README "Git guard")', () => {
    const dir = tempDir({ 'a.ts': LITERAL });
    const r = cli(dir, [], { PATH: fs.mkdtempSync(path.join(os.tmpdir(), 'cf-codemod-empty-')) });
    expect(r.code).toBe(0);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
  });

  test('git refusing the repository (dubious ownership): refused with its reason', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    // git's own switch for "owned by someone else" (what a checkout mounted from another uid meets).
    const other = { GIT_TEST_ASSUME_DIFFERENT_OWNER: '1' };
    refused(dir, ['a.ts'], /cannot tell whether .* has uncommitted changes: git refuses it: detected dubious ownership in repository at /, other);
    expect(cli(dir, ['--force', 'a.ts'], other).code).toBe(0);
    expect(read(dir, 'a.ts')).toBe(MIGRATED);
  });

  test('git status failing in a repository it found: refused, not taken for clean', () => {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const bin = fakeGitDir(`#!/bin/sh\nif [ "$1" = status ]; then echo "fatal: unable to read index file" >&2; exit 128; fi\nexec "${realGit}" "$@"\n`);
    refused(dir, [], /git status failed: unable to read index file; pass --force/, { PATH: `${bin}:${process.env.PATH}` });
  });
});

describe('--output-file is checked before anything runs', () => {
  const dir = tempRepo({ 'a.ts': LITERAL, 'ro.json': '{}\n' });
  fs.chmodSync(path.join(dir, 'ro.json'), 0o444);
  commitAll(dir);
  test.each([
    ['no value', ['--json', '-o'], /^cf-codemod: -o needs a value: a file path\n$/],
    ['an empty value', ['-o', ''], /^cf-codemod: -o takes a file path, got ""\n$/],
    ['a folder', ['-o', '.'], /--output-file \.: it is a folder/],
    ['a folder that does not exist', ['-o', 'out/r.json'], /--output-file out\/r\.json: its folder does not exist/],
    ['a place no file can be created', ['-o', '/proc/cf-codemod-report.json'], /--output-file \/proc\/cf-codemod-report\.json: cannot create a file in its folder/],
    ['a read-only file', ['-o', 'ro.json'], /--output-file ro\.json: file is read-only/],
    ['a visited file', ['-o', 'a.ts'], /--output-file a\.ts is one of the files the run visits/],
    ['a visited file named by another path', ['-o', './a.ts', '--dry', '.'], /--output-file \.\/a\.ts is one of the files the run visits/],
  ])('%s', (_name, args, message) => refused(dir, args, message));

  test.each([
    ['a symbolic link to a visited file', ['-o', 'to-a.json', '.'], /^cf-codemod: --output-file to-a\.json is one of the files the run visits/],
    ['a loop of symbolic links', ['-o', 'loop.json', 'a.ts'], /^cf-codemod: --output-file loop\.json: a loop of symbolic links\n$/],
  ])('%s', (_name, args, message) => {
    const repo = tempRepo({ 'a.ts': LITERAL });
    fs.symlinkSync('a.ts', path.join(repo, 'to-a.json'));
    fs.symlinkSync('loop.json', path.join(repo, 'loop.json'));
    const r = cli(repo, ['--force', ...args]);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 2, stdout: '' });
    expect(r.stderr).toMatch(message);
    expect(read(repo, 'a.ts')).toBe(LITERAL);
    expect(fs.readlinkSync(path.join(repo, 'to-a.json'))).toBe('a.ts');
  });

  test('a symbolic link is written through: its target gets the report, the link stays a link', () => {
    const repo = tempRepo({ 'a.ts': LITERAL });
    const out = tempDir({ 'old.json': 'old report\n' });
    fs.symlinkSync(path.join(out, 'old.json'), path.join(repo, 'r.json'));
    // A dangling link: its target is created, as a shell's `>` would.
    fs.symlinkSync(path.join(out, 'new.json'), path.join(repo, 'n.json'));
    for (const link of ['r.json', 'n.json']) {
      const r = cli(repo, ['--dry', '--json', '-o', link, 'a.ts']);
      expect(r.code).toBe(0);
      expect(fs.lstatSync(path.join(repo, link)).isSymbolicLink()).toBe(true);
    }
    expect(parseReport(read(out, 'old.json')).summary.modified).toBe(1);
    expect(parseReport(read(out, 'new.json')).summary.modified).toBe(1);
    expect(fs.readdirSync(out).sort()).toEqual(['new.json', 'old.json']);
    expect(listAll(repo)).toEqual(['a.ts', 'n.json', 'r.json']);
  });

  test('the report is written through a temp file and a rename; none is left behind', () => {
    const r = cli(dir, ['--json', '-o', 'report.json', 'a.ts']);
    expect(r.code).toBe(0);
    expect(parseReport(read(dir, 'report.json')).summary.modified).toBe(1);
    expect(listAll(dir)).toEqual(['a.ts', 'report.json', 'ro.json']);
    // A second run replaces it whole.
    expect(cli(dir, ['--dry', '--json', '-o', 'report.json', 'a.ts']).code).toBe(0);
    expect(parseReport(read(dir, 'report.json')).summary.modified).toBe(0);
    expect(listAll(dir)).toEqual(['a.ts', 'report.json', 'ro.json']);
  });
});

describe('"-" is not a path', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  test.each([[['-']], [['--', '-']], [['--dry', '-', 'a.ts']]])('%j', (args) => {
    refused(dir, args, /^cf-codemod: "-" is not a path: there is no stdin mode/);
  });
});

describe('words after -- are paths', () => {
  const dir = tempRepo({ 'a.ts': LITERAL, 'src/b.ts': LITERAL, '007/c.ts': LITERAL });
  test.each([
    // yargs dropped them: a writing run on `.`.
    [['--', '--dry', '.'], /^cf-codemod: path does not exist: --dry\n$/],
    [['--dry', '--', 'src', 'nope.ts'], /^cf-codemod: path does not exist: nope\.ts\n$/],
    [['--', 'list'], /^cf-codemod: path does not exist: list\n$/],
    [['list', '--', 'src'], /^cf-codemod: list takes no paths, got src\n$/],
  ])('%j', (args, message) => refused(dir, args, message));

  test('--dry -- src visits src only; paths before and after -- add up; 007 stays a name', () => {
    const files = (args: string[]) => {
      const r = cli(dir, ['--dry', '--json', ...args]);
      expect(r.code).toBe(0);
      return parseReport(r.stdout).files.map((f: { path: string }) => f.path);
    };
    expect(files(['--', 'src'])).toEqual(['src/b.ts']);
    expect(files(['a.ts', '--', 'src'])).toEqual(['a.ts', 'src/b.ts']);
    expect(files(['--', '007'])).toEqual(['007/c.ts']);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });

  test('anchors -- src lists src only', () => {
    const r = cli(dir, ['anchors', '--json', '--', 'src']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).summary.files).toBe(1);
  });
});

describe('value options need a valid value, named as typed', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  test.each([
    [['--cpus'], /^cf-codemod: --cpus needs a value: a whole number of at least 1\n$/],
    [['--cpus', 'abc'], /^cf-codemod: --cpus takes a whole number of at least 1, got "abc"\n$/],
    [['--cpus='], /--cpus takes a whole number of at least 1, got ""/],
    [['--max-file-size'], /^cf-codemod: --max-file-size needs a value: a positive whole number of bytes\n$/],
    [['--extensions'], /^cf-codemod: --extensions needs a value: a comma-separated list of file extensions/],
    [['--extensions', ''], /--extensions takes a comma-separated list of file extensions \(such as ts,tsx\), got ""/],
    [['--config'], /^cf-codemod: --config needs a value: a file path\n$/],
    [['--config', ''], /^cf-codemod: --config takes a file path, got ""\n$/],
    [['--as-of'], /^cf-codemod: --as-of needs a value: a date written YYYY-MM-DD\n$/],
    [['--format'], /^cf-codemod: --format needs a value: human, json, sarif, github\n$/],
    [['-t'], /^cf-codemod: -t needs a value: a transform id\n$/],
    [['--ignore-pattern'], /^cf-codemod: --ignore-pattern needs a value: a gitignore-style pattern\n$/],
    [['--max-warnings', '-1'], /--max-warnings takes a whole number \(0 or more\), got "-1"/],
    [['--cpus', '2', '--cpus', '3'], /--cpus is given more than once \("2", "3"\)/],
    [['-ofile.json'], /-o takes a value: write -o <value>, got "-ofile\.json"/],
  ])('%j', (args, message) => refused(dir, args, message));
});

describe('unknown options are named as typed, with the closest known one', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  test.each([
    [['--dyr'], /^cf-codemod: unknown option --dyr; did you mean --dry\?\n$/],
    [['--max-warning=0'], /^cf-codemod: unknown option --max-warning; did you mean --max-warnings\?\n$/],
    [['-dry'], /^cf-codemod: unknown option -dry; did you mean --dry\?\n$/],
    [['list', '--jsn'], /^cf-codemod: unknown option --jsn; did you mean --json\?\n$/],
    [['-t', 'brotli'], /^cf-codemod: unknown transform "brotli" \(did you mean "brotli-setting"\?\); known: /],
  ])('%j', (args, message) => refused(dir, args, message));
});

describe('--json with --print is --format json with --print', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  test('without --output-file, both are refused alike', () => {
    const message = /^cf-codemod: --print and --format json both write to stdout: send the report to a file with --output-file\n$/;
    refused(dir, ['--json', '--print', 'a.ts'], message);
    refused(dir, ['--format', 'json', '--print', 'a.ts'], message);
  });
  test('with --output-file, the file on stdout and the report in the file', () => {
    const r = cli(dir, ['--json', '--print', '-o', 'r.json', 'a.ts']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(MIGRATED);
    expect(parseReport(read(dir, 'r.json')).mode).toBe('dry');
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });
});

describe('--quiet, --max-warnings, --color', () => {
  const dir = tempRepo({ 'a.ts': LITERAL, 'f.ts': FIREWALL, 'big.ts': LITERAL + '// padding\n'.repeat(40) });
  test('--quiet: the diff and the findings, no summary or skipped files', () => {
    const loud = cli(dir, ['--dry', '--max-file-size', '300']);
    expect(loud.stderr).toMatch(/^skipped {2}big\.ts: larger than 300 bytes/);
    const r = cli(dir, ['--dry', '--quiet', '--max-file-size', '300']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(loud.stdout);
    expect(r.stdout).toContain('f.ts:2:');
  });
  test('--max-warnings: exit 1 only when more unwaived findings stand, in any mode', () => {
    const over = cli(dir, ['--dry', '--max-warnings', '1', 'f.ts']);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('cf-codemod: 2 unwaived findings, more than --max-warnings 1\n');
    expect(cli(dir, ['--dry', '--max-warnings', '2', 'f.ts']).code).toBe(0);
    expect(cli(dir, ['--dry', '--max-warnings=0', '--no-markers', 'f.ts']).code).toBe(1);
    expect(read(dir, 'f.ts')).toBe(FIREWALL);
  });
  test('--check with --max-warnings: findings fail it only above the limit, files that would change always', () => {
    const marked = tempRepo({ 'f.ts': FIREWALL });
    expect(cli(marked, ['f.ts']).code).toBe(0); // inserts the review markers
    commitAll(marked);
    expect(cli(marked, ['--check', 'f.ts']).code).toBe(1);
    expect(cli(marked, ['--check', '--max-warnings', '2', 'f.ts']).code).toBe(0);
    expect(cli(marked, ['--check', '--max-warnings', '1', 'f.ts']).code).toBe(1);
    expect(cli(dir, ['--check', '--max-warnings', '5', 'a.ts']).code).toBe(1);
  });
  test('--color and --no-color win over NO_COLOR and FORCE_COLOR', () => {
    const ESC = '\u001b[';
    expect(cli(dir, ['--dry', '--color', 'a.ts'], { NO_COLOR: '1' }).stdout).toContain(`${ESC}32m+export const url`);
    expect(cli(dir, ['--dry', '--no-color', 'a.ts'], { NO_COLOR: '', FORCE_COLOR: '1' }).stdout).not.toContain(ESC);
    expect(cli(dir, ['--dry', 'a.ts'], { NO_COLOR: '', FORCE_COLOR: '1' }).stdout).toContain(ESC);
  });
});

describe('help, completion, summary', () => {
  const dir = tempDir({ 'f.ts': FIREWALL });
  test('--help lists the exit codes and where the docs are', () => {
    const r = cli(dir, ['--help']);
    expect(r.code).toBe(0);
    for (const code of ['0', '1', '2', '3', '70', '130', '143']) expect(r.stdout).toMatch(new RegExp(`\\n  ${code} +\\S`));
    expect(r.stdout).toMatch(/\nDocs: \S+/);
  });
  test('completion prints a script; the script asks for the options of a run', () => {
    const script = cli(dir, ['completion']);
    expect(script.code).toBe(0);
    expect(script.stdout).toContain('cf-codemod --get-yargs-completions');
    expect(script.stderr).toBe('');
    const options = cli(dir, ['--get-yargs-completions', '--max']).stdout.split('\n');
    expect(options).toEqual(expect.arrayContaining(['--max-file-size', '--max-warnings']));
    expect(cli(dir, ['--get-yargs-completions', 'li']).stdout.split('\n')).toContain('list');
    refused(dir, ['completion', 'x'], /completion takes no arguments/);
  });
  test('the summary counts one file, one error, one finding in the singular', () => {
    const one = tempDir({ 'f.ts': FIREWALL.replace(/\n.*\/filters.*\n/, '\n'), 'bad.ts': "const u = 'https://api.cloudflare.com/client/v4/zones/x/script_monitor' +;\n" });
    const r = cli(one, ['--dry', 'f.ts']);
    // After the line on what anchored the project (the API host in f.ts).
    expect(r.stderr).toMatch(/^cf-codemod: anchored on Cloudflare: f\.ts holds an API anchor; [^\n]*\ncf-codemod: 1 file, 1 would be modified, 0 unchanged, 0 errors, 0 skipped, 1 finding \(/);
    expect(cli(one, ['--dry']).stderr).toMatch(/cf-codemod: 2 files, 1 would be modified, 0 unchanged, 1 error, 0 skipped, 1 finding \(/);
  });
  test('the README documents every option --help lists', () => {
    const help = cli(dir, ['--help']).stdout;
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    const options = readme.slice(readme.indexOf('\n## Options'), readme.indexOf('\n## Exit codes'));
    const listed = [...help.matchAll(/^ +(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]);
    expect(listed).toContain('--max-warnings');
    for (const option of listed) {
      const named = new RegExp(`(^|[^\\w-])(${option}|--no-${option.slice(2)})(?![\\w-])`);
      expect([option, named.test(options)]).toEqual([option, true]);
    }
    const codes = readme.slice(readme.indexOf('\n## Exit codes'), readme.indexOf('\n## Reports'));
    for (const code of ['70', '143']) expect(codes).toContain(`| ${code} |`);
  });
});

describe('SIGTERM in the middle of a run', () => {
  test('exit 143 with one line; every file untouched or fully migrated; no temp file left', async () => {
    const N = 400;
    const files: Record<string, string> = {};
    const name = (i: number) => `src/f${String(i).padStart(4, '0')}.ts`;
    for (let i = 0; i < N; i++) files[name(i)] = `// file ${i}\n${LITERAL}`;
    const dir = tempDir(files);
    const { child, done } = cliBackground(dir, ['-t', 'page-shield-route', '--cpus', '1']);
    const first = path.join(dir, name(0));
    const deadline = Date.now() + 60_000;
    while (!fs.readFileSync(first, 'utf8').includes('page_shield') && Date.now() < deadline) await sleep(5);
    child.kill('SIGTERM');
    const r = await done;
    expect({ code: r.code, signal: r.signal }).toEqual({ code: 143, signal: null });
    expect(r.stderr).toMatch(/^cf-codemod: terminated \(SIGTERM\) after \d+ files; every file written so far is complete, nothing half-written\n$/);
    let migrated = 0;
    for (let i = 0; i < N; i++) {
      const text = read(dir, name(i));
      if (text !== files[name(i)]) {
        expect(text).toBe(files[name(i)].replace('script_monitor', 'page_shield'));
        migrated++;
      }
    }
    expect(migrated).toBeGreaterThan(0);
    expect(migrated).toBeLessThan(N);
    expect(listAll(dir)).toHaveLength(N);
  }, 60_000);
});
