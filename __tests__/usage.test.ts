/**
 * Bad input: every usage error exits 2 with one clear line on stderr, no stack trace, nothing on
 * stdout (so `--json` consumers never parse half a report) and nothing written. Complements the
 * cases in cli.test.ts (unknown option and id, bad date, missing path, --dry with --print, --cpus) and
 * cli-safety.test.ts (every argument checked as typed, the output file, the git guard).
 */
import { knownOptions, loadConfig } from '../src/runner/config';
import { registry } from '../transforms';
import { cli, read, tempDir, tempRepo } from './helpers/cli';
import { parseReport } from './helpers/reports';

const LITERAL = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";

function expectUsageError(dir: string, args: string[], message: RegExp): void {
  const r = cli(dir, args);
  expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 2, stdout: '' });
  expect(r.stderr).toMatch(/^cf-codemod: /);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error|TypeError|SyntaxError/);
}

describe('options', () => {
  const dir = tempRepo({ 'a.ts': LITERAL });
  const cases: Array<[string, string[], RegExp]> = [
    ['--json with --print, as --format json with --print', ['--json', '--print', '.'], /--print and --format json both write to stdout: send the report to a file with --output-file/],
    ['--as-of without a value', ['--as-of'], /--as-of needs a value: a date written YYYY-MM-DD/],
    ['--as-of in another format', ['--as-of', '01/02/2024', '.'], /--as-of must be a date written YYYY-MM-DD, got "01\/02\/2024"/],
    ['--as-of that is not a day', ['--as-of', '2024-13-01', '.'], /--as-of must be a date/],
    ['--max-file-size that is not a number', ['--max-file-size', 'big', '.'], /--max-file-size takes a positive whole number of bytes, got "big"/],
    ['--max-file-size of zero', ['--max-file-size', '0', '.'], /--max-file-size takes a positive whole number of bytes, got "0"/],
    ['--cpus that is not whole', ['--cpus', '1.5', '.'], /--cpus takes a whole number/],
    ['an unknown id among known ones, with --json', ['--json', '-t', 'page-shield-route,nope', '.'], /unknown transform "nope"; known: /],
    ['an empty transform id (an unset shell variable)', ['-t', '', '.'], /--transform needs a transform id; known: /],
    ['only commas for ids', ['-t', ',', '.'], /--transform needs a transform id/],
    ['-t= with no id, as --transform=', ['-t=', '.'], /^cf-codemod: --transform needs a transform id; known: /],
    ['--transform= with no id', ['--transform=', '.'], /^cf-codemod: --transform needs a transform id; known: /],
    ['another tool\'s name for --cpus', ['--workers', '2', '.'], /unknown option --workers; did you mean --cpus\?/],
    ['jest\'s name for --cpus', ['--maxWorkers=2', '.'], /unknown option --maxWorkers; did you mean --cpus\?/],
    ['a format written as an option', ['--sarif', '.'], /unknown option --sarif; did you mean --format sarif\?/],
    ['a misspelt command', ['lsit'], /^cf-codemod: path does not exist: lsit; did you mean the command list /],
    ['a misspelt command with its argument', ['explian', 'error-chain'], /path does not exist: explian; did you mean the command explain /],
    ['a misspelt anchors', ['anchros', '.'], /path does not exist: anchros; did you mean the command anchors /],
    ['a path that is no command', ['nowhere'], /^cf-codemod: path does not exist: nowhere\n$/],
    ['--jobs checked as --cpus is', ['--jobs', 'many', '.'], /--jobs takes a whole number of at least 1, got "many"/],
    ['explain without an id', ['explain'], /Not enough non-option arguments/],
    ['list with an unknown option', ['list', '--bogus'], /unknown option --bogus; see cf-codemod --help/],
    ['a misspelt transform id, with a suggestion', ['-t', 'page-shield-rout', '.'], /unknown transform "page-shield-rout" \(did you mean "page-shield-route"\?\); known: /],
    ['a misspelt id in explain', ['explain', 'eror-chain'], /unknown transform "eror-chain" \(did you mean "error-chain"\?\); known: /],
    ['--json with another --format', ['--json', '--format', 'github', '.'], /--json and --format github ask for two formats/],
    ['an unknown --format', ['--format', 'xml', '.'], /--format takes one of human, json, sarif, github, got "xml"/],
    ['--print with a report on stdout', ['--print', '--format', 'sarif', '.'], /--print and --format sarif both write to stdout/],
    ['a missing path among existing ones, with --json', ['--json', 'a.ts', 'missing.ts'], /path does not exist: missing\.ts/],
  ];
  test.each(cases)('%s', (_name, args, message) => {
    expectUsageError(dir, args, message);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });
});

test('--jobs and -j are --cpus, as make and other tools name it', () => {
  for (const args of [['--jobs', '2'], ['-j', '1'], ['-j=2'], ['--cpus', '2']]) {
    const dir = tempRepo({ 'a.ts': LITERAL });
    const r = cli(dir, ['--dry', '--json', ...args, '.']);
    expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
    expect(parseReport(r.stdout).summary.modified).toBe(1);
  }
});

describe('configuration', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['config that is not JSON', { 'cf-codemod.config.json': '{ "wrappers": [cfApi] }' }, /cf-codemod\.config\.json is not valid JSON: /],
    ['empty config file', { 'cf-codemod.config.json': '' }, /cf-codemod\.config\.json is not valid JSON/],
    ['config that is an array', { 'cf-codemod.config.json': '["cfApi"]' }, /cf-codemod\.config\.json must be a JSON object/],
    ['a list that is a string', { 'cf-codemod.config.json': '{"wrappers":"cfApi"}' }, /"wrappers" must be an array of strings/],
    ['a list of numbers', { 'cf-codemod.config.json': '{"gatewayHosts":[1]}' }, /"gatewayHosts" must be an array of strings/],
    ['a flag that is a string', { 'cf-codemod.config.json': '{"rewriteTunnelList":"yes"}' }, /"rewriteTunnelList" must be true or false/],
    ['package.json that is not JSON', { 'package.json': '{ "name": "x", }' }, /package\.json is not valid JSON/],
    ['package.json key that is not an object', { 'package.json': '{"cf-codemod": ["cfApi"]}' }, /package\.json "cf-codemod" must be a JSON object/],
    ['package.json key with a bad list', { 'package.json': '{"cf-codemod": {"baseConstants": [true]}}' }, /"baseConstants" must be an array of strings/],
  ];
  test.each(cases)('%s', (_name, files, message) => {
    const dir = tempDir({ 'a.ts': LITERAL, ...files });
    for (const args of [['--dry', '.'], ['--json', '.'], ['.']]) expectUsageError(dir, args, message);
    expect(read(dir, 'a.ts')).toBe(LITERAL);
  });

  test.each([
    ['a misspelt key, with a suggestion', '{"wrapper": ["cfApi"]}', /cf-codemod\.config\.json: unknown key "wrapper" \(did you mean "wrappers"\?\); known: wrappers, baseConstants, gatewayHosts, rewriteTunnelList/],
    ['a key in another case', '{"BaseConstants": []}', /unknown key "BaseConstants" \(did you mean "baseConstants"\?\)/],
    ['an unrelated key, no suggestion', '{"plugins": []}', /unknown key "plugins"; known: wrappers/],
  ])('unknown configuration keys are usage errors: %s', (_name, text, message) => {
    const dir = tempDir({ 'a.ts': LITERAL, 'cf-codemod.config.json': text });
    expectUsageError(dir, ['--dry', '.'], message);
    const pkg = tempDir({ 'a.ts': LITERAL, 'package.json': `{"name":"x","cf-codemod":${text}}` });
    expectUsageError(pkg, ['--dry', '.'], /package\.json "cf-codemod": unknown key/);
  });

  test('--config names the file: used when given, missing or malformed is a usage error', () => {
    const dir = tempDir({
      'a.ts': "import { CF } from './base';\nexport const u = `${CF}/zones/abc/script_monitor/scripts`;\n",
      'conf/cf.json': '{"baseConstants":["CF"]}',
      'conf/bad.json': '{"baseConstants":',
      'cf-codemod.config.json': '{"baseConstants":["OTHER"]}',
    });
    const r = cli(dir, ['--dry', '--json', '--config', 'conf/cf.json', 'a.ts']);
    expect(r.stderr).toBe('');
    expect(parseReport(r.stdout).summary.modified).toBe(1);
    expect(parseReport(cli(dir, ['--dry', '--json', 'a.ts']).stdout).summary.modified).toBe(0);
    expectUsageError(dir, ['--dry', '--config', 'conf/missing.json', '.'], /^cf-codemod: cannot read conf\/missing\.json: no such file\n$/);
    expectUsageError(dir, ['--dry', '--config', 'conf/bad.json', '.'], /conf\/bad\.json is not valid JSON: /);
    expectUsageError(dir, ['--dry', '--config', 'conf', '.'], /cannot read conf: it is a folder/);
  });

  test('a config path that is a folder', () => {
    const dir = tempDir({ 'a.ts': LITERAL, 'cf-codemod.config.json/x': '' });
    expectUsageError(dir, ['--dry', '.'], /cannot read cf-codemod\.config\.json: it is a folder/);
  });

  test('configuration files saved with a byte-order mark are read', () => {
    const configs: Array<Record<string, string>> = [
      { 'cf-codemod.config.json': '\uFEFF{"baseConstants":["CF_API_BASE"]}' },
      { 'package.json': '\uFEFF{"name":"x","cf-codemod":{"baseConstants":["CF_API_BASE"]}}' },
    ];
    for (const files of configs) {
      const dir = tempDir({ 'a.ts': LITERAL, ...files });
      expect(loadConfig(dir, undefined, knownOptions(registry))).toEqual({ baseConstants: ['CF_API_BASE'] });
      const r = cli(dir, ['--dry', '--json', '-t', 'page-shield-route', 'a.ts']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(parseReport(r.stdout).summary.modified).toBe(1);
    }
  });
});
