/**
 * In a git work tree the file list comes from `git ls-files`; it must be the list the folder walk
 * gives (the walk stays for trees outside git and for --no-gitignore), faults included.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { discoverFiles, type DiscoverOptions } from '../src/runner/files';
import { DEFAULT_EXTENSIONS } from '../src/runner/run';
import { BIN, commitAll, tempDir, tempRepo } from './helpers/cli';
import { asUser, openUp } from './helpers/faults';
import { parseReport } from './helpers/reports';

const ROOT = path.join(__dirname, '..');
const TEXT = /^\.env(\..*)?$|\.(json|ya?ml|md)$/;

const options = (cwd: string, useGit: boolean, more: Partial<DiscoverOptions> = {}): DiscoverOptions => ({
  cwd,
  extensions: DEFAULT_EXTENSIONS,
  isTextFile: (name) => TEXT.test(name),
  ignorePatterns: [],
  gitignore: true,
  useGit,
  ...more,
});

/** Both ways, relative paths: what each lists and skips. */
function bothWays(cwd: string, paths: string[] = ['.'], more: Partial<DiscoverOptions> = {}) {
  const rel = (f: string) => path.relative(cwd, f).split(path.sep).join('/');
  const shape = (useGit: boolean) => {
    const d = discoverFiles(paths, options(cwd, useGit, more));
    return { files: d.files.map(rel), skipped: d.skipped.map((s) => `${rel(s.file)}: ${s.reason}`).sort() };
  };
  return { git: shape(true), walk: shape(false) };
}

function git(cwd: string, args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const LINE = "export const x = 1;\n";

/** A repository with what the walk and git must agree on. */
function awkwardRepo(): string {
  const dir = tempRepo({
    '.gitignore': 'dist/\n*.log.js\nscratch/\n!scratch/keep.ts\n',
    'src/a.ts': LINE,
    'src/deep/b.tsx': LINE,
    'src/.gitignore': 'generated/\n*.gen.ts\n!keep.gen.ts\n',
    'src/generated/out.ts': LINE,
    'src/x.gen.ts': LINE,
    'src/keep.gen.ts': LINE,
    'src/gone.ts': LINE,
    'config/app.json': '{}\n',
    'docs/readme.md': '# docs\n',
    'packages/p/.gitignore': '/local.ts\n',
    'packages/p/local.ts': LINE,
    'packages/p/sub/local.ts': LINE,
  });
  // Written after the commit: ignored, untracked and deleted files, links, a pipe, a nested repository.
  const add = (name: string, text = LINE) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  add('dist/bundle.js');
  add('debug.log.js');
  add('scratch/tmp.ts');
  add('new-untracked.ts');
  add('node_modules/dep/index.js');
  add('src/node_modules/inner/index.js');
  add('notes.txt', 'not code\n');
  add('.env.local', 'TOKEN=x\n');
  fs.unlinkSync(path.join(dir, 'src/gone.ts'));
  fs.symlinkSync('a.ts', path.join(dir, 'src/link.ts'));
  fs.symlinkSync('src', path.join(dir, 'src-link'));
  expect(spawnSync('mkfifo', [path.join(dir, 'src/pipe.ts')]).status).toBe(0);
  add('vendor/nested/lib.ts');
  add('vendor/nested/.gitignore', 'ignored-in-nested.ts\n');
  add('vendor/nested/ignored-in-nested.ts');
  git(path.join(dir, 'vendor/nested'), ['init', '-q']);
  return dir;
}

describe('the file list from git is the walk’s', () => {
  test('on this repository’s own tree', () => {
    const { git: byGit, walk } = bothWays(ROOT);
    expect(byGit.files.length).toBeGreaterThan(300);
    expect(byGit).toEqual(walk);
  });

  test('on a tree with nested .gitignore files, negations, ignored, untracked and deleted files, links, a pipe and a nested repository', () => {
    const dir = awkwardRepo();
    const { git: byGit, walk } = bothWays(dir);
    expect(byGit).toEqual(walk);
    expect(byGit.files).toEqual([
      '.env.local',
      'config/app.json',
      'docs/readme.md',
      'new-untracked.ts',
      'packages/p/sub/local.ts',
      'src/a.ts',
      'src/deep/b.tsx',
      'src/keep.gen.ts',
      'vendor/nested/lib.ts',
    ]);
    expect(byGit.skipped).toEqual(['src/link.ts: symbolic link, not followed']);
  });

  // What git's index says of a tracked file (its mode, `--stage`) is what was committed, not what is on
  // the disk now: a type changed since, or a file left out of a sparse checkout, is told by the disk.
  test('tracked links, files whose type changed since the commit, and files out of a sparse checkout', () => {
    const dir = tempRepo({ 'src/a.ts': LINE, 'src/was-file.ts': LINE, 'src/out/c.ts': LINE });
    fs.symlinkSync('a.ts', path.join(dir, 'src/tracked-link.ts'));
    fs.symlinkSync('a.ts', path.join(dir, 'src/was-link.ts'));
    commitAll(dir);
    fs.unlinkSync(path.join(dir, 'src/was-file.ts'));
    fs.symlinkSync('a.ts', path.join(dir, 'src/was-file.ts'));
    fs.unlinkSync(path.join(dir, 'src/was-link.ts'));
    fs.writeFileSync(path.join(dir, 'src/was-link.ts'), LINE);
    git(dir, ['update-index', '--skip-worktree', 'src/out/c.ts']);
    fs.unlinkSync(path.join(dir, 'src/out/c.ts'));
    const { git: byGit, walk } = bothWays(dir);
    expect(byGit).toEqual(walk);
    expect(byGit.files).toEqual(['src/a.ts', 'src/was-link.ts']);
    expect(byGit.skipped).toEqual(['src/tracked-link.ts: symbolic link, not followed', 'src/was-file.ts: symbolic link, not followed']);
  });

  test('folders and files given as paths, and --ignore-pattern rules', () => {
    const dir = awkwardRepo();
    for (const [paths, ignorePatterns] of [
      [['src'], []],
      [['src/deep', 'packages', 'src/x.gen.ts'], []],
      [['.'], ['src/deep/', '*.json', 'packages/**/local.ts']],
      [['src', 'vendor'], ['!src/a.ts', 'src/*.ts']],
    ] as Array<[string[], string[]]>) {
      const { git: byGit, walk } = bothWays(dir, paths, { ignorePatterns });
      expect({ paths, ignorePatterns, ...byGit }).toEqual({ paths, ignorePatterns, ...walk });
    }
    // A file named on the command line is visited even when ignored, both ways.
    expect(bothWays(dir, ['src/x.gen.ts']).git.files).toEqual(['src/x.gen.ts']);
  });

  test('a submodule’s files are listed like the folder’s', () => {
    const lib = tempRepo({ 'lib.ts': LINE, '.gitignore': 'private.ts\n' });
    const dir = tempRepo({ 'app.ts': LINE });
    git(dir, ['-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'modules/lib']);
    commitAll(dir);
    fs.writeFileSync(path.join(dir, 'modules/lib/private.ts'), LINE);
    const { git: byGit, walk } = bothWays(dir);
    expect(byGit).toEqual(walk);
    expect(byGit.files).toEqual(['app.ts', 'modules/lib/lib.ts']);
  });

  test('git is what lists them: a tracked file is visited even when a rule matches it; .git/info/exclude counts either way', () => {
    const dir = tempRepo({ 'a.ts': LINE, 'tracked-then-ignored.ts': LINE });
    fs.writeFileSync(path.join(dir, '.git/info/exclude'), 'local-only.ts\n');
    fs.writeFileSync(path.join(dir, 'local-only.ts'), LINE);
    fs.writeFileSync(path.join(dir, '.gitignore'), 'tracked-then-ignored.ts\n');
    const { git: byGit, walk } = bothWays(dir);
    expect(byGit.files).toEqual(['a.ts', 'tracked-then-ignored.ts']);
    expect(walk.files).toEqual(['a.ts']);
  });

  test('with git not on PATH: said once, and the walk honours .git/info/exclude (of a linked work tree too) beside .gitignore', () => {
    const dir = tempRepo({ 'a.ts': LINE, 'sub/b.ts': LINE, '.gitignore': 'ignored.ts\n' });
    fs.writeFileSync(path.join(dir, '.git/info/exclude'), 'local-only.ts\n');
    // What they hold would fail --check, were they visited.
    const pending = "export const url = 'https://api.cloudflare.com/client/v4/zones/abc/script_monitor/scripts';\n";
    for (const f of ['local-only.ts', 'sub/local-only.ts', 'ignored.ts']) fs.writeFileSync(path.join(dir, f), pending);
    const linked = path.join(dir, '..', `${path.basename(dir)}-linked`);
    spawnSync('git', ['worktree', 'add', '-q', '--detach', linked], { cwd: dir });
    fs.writeFileSync(path.join(linked, 'local-only.ts'), pending);
    const noGit = tempDir({});
    try {
      for (const [cwd, expected] of [[dir, ['a.ts', 'sub/b.ts']], [linked, ['a.ts', 'sub/b.ts']]] as const) {
        const r = spawnSync(process.execPath, [BIN, '--check', '--json', '-t', 'page-shield-route', '.', 'sub'], { cwd, encoding: 'utf8', env: { ...process.env, PATH: noGit } });
        expect(r.status).toBe(0);
        expect(parseReport(r.stdout).files.map((f: { path: string }) => f.path)).toEqual(expected);
        expect(r.stderr).toBe('cf-codemod: git is not installed (not found on PATH): listing the files of the work tree at . by walking its folders (its .gitignore files and .git/info/exclude apply)\n');
      }
    } finally {
      fs.rmSync(linked, { recursive: true, force: true });
    }
  });

  test('outside git, and with --no-gitignore, the folders are walked', () => {
    const plain = tempDir({ '.gitignore': 'b.ts\n', 'a.ts': LINE, 'b.ts': LINE });
    expect(bothWays(plain).git).toEqual({ files: ['a.ts'], skipped: [] });
    const repo = tempRepo({ '.gitignore': 'b.ts\n', 'a.ts': LINE });
    fs.writeFileSync(path.join(repo, 'b.ts'), LINE);
    expect(bothWays(repo, ['.'], { gitignore: false }).git.files).toEqual(['a.ts', 'b.ts']);
  });
});

describe('faults in a git work tree', () => {
  test('an unreadable folder is skipped with its reason, as the walk reports it; the rest is listed (as an unprivileged user)', () => {
    const user = asUser();
    const dir = tempRepo({ 'a.ts': LINE, 'locked/tracked.ts': LINE });
    fs.writeFileSync(path.join(dir, 'locked/untracked.ts'), LINE);
    openUp(dir, false);
    fs.chmodSync(path.join(dir, 'locked'), 0o000);
    // Someone else's repository: git refuses it unless it is declared safe.
    const env = { ...process.env, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'safe.directory', GIT_CONFIG_VALUE_0: '*' };
    const script = `
      const { discoverFiles } = require(${JSON.stringify(path.join(ROOT, 'dist/src/runner/files.js'))});
      const out = { listedByGit: !!require(${JSON.stringify(path.join(ROOT, 'dist/src/runner/git.js'))}).listWorkTree(process.cwd()) };
      for (const useGit of [true, false]) {
        const d = discoverFiles(['.'], { cwd: process.cwd(), extensions: ['ts'], isTextFile: () => false, ignorePatterns: [], gitignore: true, useGit });
        out[useGit ? 'git' : 'walk'] = { files: d.files.map((f) => f.slice(process.cwd().length + 1)), skipped: d.skipped.map((s) => [s.file.slice(process.cwd().length + 1), s.reason]) };
      }
      process.stdout.write(JSON.stringify(out));`;
    const r = spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8', env, ...user });
    fs.chmodSync(path.join(dir, 'locked'), 0o755);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.listedByGit).toBe(true);
    expect(out.git).toEqual(out.walk);
    expect(out.git).toEqual({ files: ['a.ts'], skipped: [['locked', 'cannot read folder: EACCES']] });
  });

  test('links and a named pipe through the command: skipped or left out, never read', () => {
    const dir = awkwardRepo();
    const r = spawnSync(process.execPath, [BIN, '--dry', '--json', '-t', 'page-shield-route', '.', 'src/pipe.ts'], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
    expect(r.signal).toBeNull();
    const files = parseReport(r.stdout).files as Array<{ path: string; status: string; reason?: string }>;
    expect(files.filter((f) => f.status === 'skipped')).toEqual([
      { path: 'src/link.ts', status: 'skipped', transforms: [], reason: 'symbolic link, not followed' },
      { path: 'src/pipe.ts', status: 'skipped', transforms: [], reason: 'not a regular file' },
    ]);
    expect(files.some((f) => f.path === 'src/gone.ts')).toBe(false);
  });
});
