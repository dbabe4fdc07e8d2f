/**
 * The configuration is looked for from each path given (the current directory by default) up to the
 * repository root, as ESLint and Biome look for theirs: a run from a subfolder reads the project's configuration (a bad key in
 * it is an error there too), and `--help` says which file a run would read.
 */
import * as fs from 'fs';
import * as path from 'path';
import { cli, read, tempDir, tempRepo } from './helpers/cli';
import { findConfig } from '../src/runner/config';

// A call through a wrapper only the configuration names (declared elsewhere: the index cannot see it).
const WRAPPED = "import { cfApi } from 'internal-http';\nexport const list = () => cfApi('/zones/abc/script_monitor/scripts');\n";

describe('from a subfolder', () => {
  test('a bad key in the repository root configuration is a usage error, named by its path', () => {
    const dir = tempRepo({ 'cf-codemod.config.json': '{"wrapper": ["cfApi"]}', 'pkg/src/a.ts': WRAPPED });
    const r = cli(path.join(dir, 'pkg', 'src'), ['--dry']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('cf-codemod: ../../cf-codemod.config.json: unknown key "wrapper" (did you mean "wrappers"?); known: wrappers, baseConstants, gatewayHosts, rewriteTunnelList\n');
  });

  test('the "cf-codemod" key of the root package.json applies: the configured wrapper is rewritten', () => {
    const dir = tempRepo({ 'package.json': JSON.stringify({ name: 'app', 'cf-codemod': { wrappers: ['cfApi'] } }), 'pkg/a.ts': WRAPPED });
    const r = cli(path.join(dir, 'pkg'), ['-t', 'page-shield-route']);
    expect(r.code).toBe(0);
    expect(read(dir, 'pkg/a.ts')).toBe(WRAPPED.replace('script_monitor', 'page_shield'));
  });

  test('the nearest one wins; a package.json without the key does not stop the search', () => {
    const dir = tempRepo({
      'cf-codemod.config.json': '{"wrapper": []}',
      'pkg/cf-codemod.config.json': '{"wrappers": ["cfApi"]}',
      'pkg/sub/package.json': '{"name": "sub"}',
      'pkg/sub/a.ts': WRAPPED,
    });
    expect(findConfig(path.join(dir, 'pkg', 'sub'))).toEqual({ file: path.join(dir, 'pkg', 'cf-codemod.config.json') });
    const r = cli(path.join(dir, 'pkg', 'sub'), ['--dry', '--json', '-t', 'page-shield-route']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).summary.modified).toBe(1);
  });

  test('a configuration above the repository root is not read', () => {
    const outer = tempDir({ 'cf-codemod.config.json': '{"wrapper": []}' });
    fs.mkdirSync(path.join(outer, 'repo', '.git'), { recursive: true });
    fs.writeFileSync(path.join(outer, 'repo', 'a.ts'), WRAPPED);
    expect(findConfig(path.join(outer, 'repo'))).toBeUndefined();
  });
});

describe('from each path given, as ESLint and Prettier look', () => {
  const files = { 'sub/cf-codemod.config.json': '{"wrappers": ["cfApi"]}', 'sub/a.ts': WRAPPED, 'other/a.ts': WRAPPED };

  test('`cf-codemod sub/` reads sub/cf-codemod.config.json', () => {
    const dir = tempRepo(files);
    const r = cli(dir, ['--dry', '--json', '-t', 'page-shield-route', 'sub/']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(r.stdout).summary.modified).toBe(1);
    // A file named as a path: from its folder.
    expect(JSON.parse(cli(dir, ['--dry', '--json', '-t', 'page-shield-route', 'sub/a.ts']).stdout).summary.modified).toBe(1);
  });

  test('a configuration file below the paths given is said to be not read', () => {
    const dir = tempRepo(files);
    const r = cli(dir, ['--dry', '-t', 'page-shield-route', '.']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('cf-codemod: sub/cf-codemod.config.json is not read: configuration is looked up from each path given and the folders above it; run cf-codemod on sub, or name it with --config\n');
    expect(cli(dir, ['--dry', '--quiet', '-t', 'page-shield-route', '.']).stderr).toBe('');
    // Read when named.
    const named = cli(dir, ['--dry', '--json', '-t', 'page-shield-route', '--config', 'sub/cf-codemod.config.json', '.']);
    expect({ code: named.code, stderr: named.stderr, modified: JSON.parse(named.stdout).summary.modified }).toEqual({ code: 0, stderr: '', modified: 2 });
  });

  test('paths with different configurations are a usage error, nothing written', () => {
    const dir = tempRepo(files);
    const r = cli(dir, ['-t', 'page-shield-route', 'sub', 'other']);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 2, stdout: '' });
    expect(r.stderr).toBe('cf-codemod: the paths have different configurations (sub: sub/cf-codemod.config.json; other: none): run cf-codemod on each, or name one with --config\n');
    expect(read(dir, 'sub/a.ts')).toBe(WRAPPED);
  });
});

describe('--help names the configuration a run reads', () => {
  test('the file found above', () => {
    const dir = tempRepo({ 'package.json': JSON.stringify({ name: 'app', 'cf-codemod': { wrappers: ['cfApi'] } }), 'pkg/a.ts': WRAPPED });
    const r = cli(path.join(dir, 'pkg'), ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Configuration: ../package.json "cf-codemod" (--config <file> reads another)');
  });

  test('none', () => {
    const dir = tempRepo({ 'a.ts': WRAPPED });
    expect(cli(dir, ['--help']).stdout.replace(/\s+/g, ' ')).toMatch(/Configuration: none \(no cf-codemod\.config\.json, nor package\.json with a "cf-codemod" key, from here up to the repository root\)/);
  });
});
