/**
 * A medusa-like tree for `npm run bench`: a git repository of several thousand real code files (the
 * installed dependencies' sources, copied twice into two "packages", none calling Cloudflare or
 * holding the words of any transform), with
 * a .gitignore in every package folder and ignored build output and node_modules beside the code.
 * Nothing in it is parsed, so a run's cost is finding, reading and prefiltering the files.
 *
 * Timed, commands alternated: cf-codemod with every transform (--dry, .gitignore respected, so the
 * files come from `git ls-files`) against a bare Node pass that reads the same files from a list made
 * beforehand and tests one regular expression, and cf-codemod on the same tree copied four times
 * over (its time should grow at most linearly with the files). Also timed, in this process: the
 * discovery alone, through git and by walking the folders, with identical results checked.
 */
import * as fs from 'fs';
import * as path from 'path';
import { dependencySourceFiles } from './corpus';
import { commitTree, write } from './build-corpus';
import { measureInterleaved, median, type Measured } from './measure';
import { discoverFiles, type DiscoverOptions } from '../src/runner/files';
import { prefilter } from '../src/runner/prefilter';
import { DEFAULT_EXTENSIONS } from '../src/runner/run';
import { registry } from '../transforms';

type Row = [string, string, string, string];

export interface GitTreeResult {
  /** Files visited in the tree (and in the tree four times over). */
  files: number;
  files4: number;
  cf: Measured;
  bare: Measured;
  cf4: Measured;
  /** The linearity row (time on four times the files) and the discovery row. */
  linear: Row;
  discovery: Row;
}

const COPIES = 2;
/** Time on four times the files, over time on the tree, at most (start-up is paid once on both). */
const LINEAR = 4.4;

/** Builds the repository at `dest`; returns how many code files and .gitignore files it holds. */
export function buildGitTree(dest: string, nodeModules: string, maxBytes: number, copies = COPIES, commit = true): { codeFiles: number; gitignores: number } {
  fs.rmSync(dest, { recursive: true, force: true });
  // Nothing to parse: no file that mentions Cloudflare or that the prefilter would hand to a transform.
  const due = prefilter(registry);
  const sources = dependencySourceFiles(nodeModules).filter((f) => {
    if (fs.statSync(f).size > maxBytes) return false;
    const text = fs.readFileSync(f, 'utf8');
    return !/cloudflare/i.test(text) && due(text).length === 0;
  });
  let codeFiles = 0;
  let gitignores = 0;
  write(path.join(dest, '.gitignore'), 'node_modules/\ncoverage/\n*.log\n.env\n');
  gitignores++;
  for (let k = 0; k < copies; k++) {
    const app = path.join(dest, 'packages', `app-${k}`);
    const packages = new Set<string>();
    sources.forEach((abs, i) => {
      const rel = path.relative(nodeModules, abs).split(path.sep).map((s) => (s === 'node_modules' ? '_nm' : s));
      const pkg = rel[0].startsWith('@') ? rel.slice(0, 2).join('/') : rel[0];
      packages.add(pkg);
      fs.mkdirSync(path.join(app, ...rel.slice(0, -1)), { recursive: true });
      fs.copyFileSync(abs, path.join(app, ...rel));
      codeFiles++;
      // Ignored output beside the code, as a build leaves it.
      if (i % 10 === 0) write(path.join(app, 'out', `${i}.js`), fs.readFileSync(abs));
      if (i % 25 === 0) write(path.join(app, pkg, 'node_modules', 'dep', `${i}.js`), 'module.exports = 1;\n');
    });
    write(path.join(app, '.gitignore'), 'out/\n*.tmp.js\n');
    gitignores++;
    for (const pkg of packages) {
      write(path.join(app, pkg, '.gitignore'), 'coverage/\n.cache/\n*.tmp.js\n');
      write(path.join(app, pkg, 'scratch.tmp.js'), 'module.exports = "ignored";\n');
      gitignores++;
    }
  }
  if (commit) commitTree(dest);
  return { codeFiles, gitignores };
}

const s = (m: Measured): string => `${m.medianSeconds.toFixed(2)} s`;

/** Builds the tree under `corpus`, times the runs, and returns the rows for the targets table. */
export function benchGitTree(corpus: string, nodeModules: string, bin: string, maxBytes: number, reps: number, log: (line?: string) => void): GitTreeResult {
  const dest = path.join(corpus, 'git-tree');
  const built = buildGitTree(dest, nodeModules, maxBytes);
  const options = (useGit: boolean): DiscoverOptions => ({
    cwd: dest,
    extensions: DEFAULT_EXTENSIONS,
    isTextFile: () => false,
    ignorePatterns: [],
    gitignore: true,
    useGit,
  });

  // Discovery alone, in this process, alternated; git and the walk must find the same files.
  const times: Record<'git' | 'walk', number[]> = { git: [], walk: [] };
  let found: Record<'git' | 'walk', string[]> = { git: [], walk: [] };
  for (let r = 0; r < Math.max(reps, 3) + 1; r++) {
    for (const way of ['git', 'walk'] as const) {
      const started = process.hrtime.bigint();
      const result = discoverFiles(['.'], options(way === 'git'));
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (r > 0) times[way].push(ms); // the first round warms the file cache
      found = { ...found, [way]: result.files };
    }
  }
  const same = found.git.length === found.walk.length && found.git.every((f, i) => f === found.walk[i]);
  const listFile = path.join(corpus, 'git-tree.list');
  fs.writeFileSync(listFile, found.git.map((f) => path.relative(dest, f)).join('\n') + '\n');
  log(`git tree: ${built.codeFiles} code files copied, ${built.gitignores} .gitignore files; ${found.git.length} files visited (git and walk ${same ? 'agree' : 'DISAGREE'})`);

  const dest4 = path.join(corpus, 'git-tree-x4');
  buildGitTree(dest4, nodeModules, maxBytes, COPIES * 4);
  const files4 = discoverFiles(['.'], { ...options(true), cwd: dest4 }).files.length;

  const [cf, bare, cf4] = measureInterleaved(
    [
      { label: 'cf-codemod, all transforms (git tree)', argv: ['node', bin, '--dry', '--as-of', '2999-12-31', '.'], cwd: dest },
      { label: 'bare read + regex over the same files', argv: ['node', path.join(__dirname, 'bare-list-scan.js'), listFile], cwd: dest },
      { label: 'cf-codemod, all transforms (git tree x4)', argv: ['node', bin, '--dry', '--as-of', '2999-12-31', '.'], cwd: dest4 },
    ],
    reps,
    log,
  );
  const gitMs = median(times.git);
  const walkMs = median(times.walk);
  const growth = cf4.medianSeconds / cf.medianSeconds;
  return {
    files: found.git.length,
    files4,
    cf,
    bare,
    cf4,
    linear: [
      `linear in files: git tree x4 (${files4} files) vs git tree`,
      `${s(cf4)} / ${s(cf)} = x${growth.toFixed(2)} for x${(files4 / found.git.length).toFixed(2)} files${cf4.medianCpu !== null && cf.medianCpu !== null ? `; cpu x${(cf4.medianCpu / cf.medianCpu).toFixed(2)}` : ''}`,
      `<= x${LINEAR}`,
      growth <= LINEAR ? 'PASS' : 'FAIL',
    ],
    discovery: [
      'git tree: discovery, git ls-files vs folder walk',
      `${gitMs.toFixed(0)} ms / ${walkMs.toFixed(0)} ms = ${(gitMs / walkMs).toFixed(2)}`,
      'same files',
      same ? 'PASS' : 'FAIL',
    ],
  };
}
