/**
 * The two benchmark corpora under bench/.corpus/ (gitignored), rebuilt on every bench run:
 * - sparse/: a Cloudflare-heavy tree like workers-sdk (about 1.5% of its files call the API): an even
 *   spread of the installed dependencies' JS/TS sources (real code nobody here wrote) plus generated
 *   files that call deprecated Cloudflare endpoints; a git work tree with .gitignore files and
 *   ignored output beside the code, so a run pays for discovery as it does on a real checkout;
 * - dense/: a spread of real dependency files, each with several Cloudflare API calls appended, so
 *   that every file is a candidate that is parsed, transformed (more than one edit) and printed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { dependencySourceFiles } from './corpus';
import { appendedSnippets, sampleFile } from './cloudflare-samples';
import { assertParses } from '../src/parse/parse';

export interface Corpora {
  sparse: string;
  dense: string;
  sparseFiles: number;
  sampleFiles: number;
  denseFiles: number;
  denseBytes: number;
}

export interface CorpusOptions {
  maxBytes: number;
  /** Dependency files in the sparse tree (an even spread), and generated files calling the API. */
  sparse: number;
  samples: number;
  dense: number;
  /** API calls appended to each dense file. */
  denseCalls: number;
  denseMaxBytes: number;
}

const relInCorpus = (nodeModules: string, abs: string): string =>
  path.relative(nodeModules, abs).split(path.sep).map((s) => (s === 'node_modules' ? '_nm' : s)).join('/');

export const write = (file: string, text: string | Buffer): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** Every `step`-th element, at most `limit` of them: a spread over the list, not its first package. */
const spread = <T>(list: T[], limit: number): T[] => {
  const step = Math.max(1, Math.floor(list.length / limit));
  return list.filter((_, k) => k % step === 0).slice(0, limit);
};

function git(cwd: string, args: string[]): void {
  const r = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

/** Makes `dir` a git repository with everything in it committed (ignored files left out). */
export function commitTree(dir: string): void {
  git(dir, ['init', '-q']);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'bench tree']);
}

export function buildCorpora(root: string, nodeModules: string, options: CorpusOptions): Corpora {
  fs.rmSync(root, { recursive: true, force: true });
  const sparse = path.join(root, 'sparse');
  const dense = path.join(root, 'dense');

  const sources = dependencySourceFiles(nodeModules).filter((f) => fs.statSync(f).size <= options.maxBytes);
  const deps = spread(sources, options.sparse);
  write(path.join(sparse, '.gitignore'), 'node_modules/\nbuild-output/\n*.log\n');
  deps.forEach((abs, i) => {
    const rel = relInCorpus(nodeModules, abs);
    fs.mkdirSync(path.dirname(path.join(sparse, 'deps', rel)), { recursive: true });
    fs.copyFileSync(abs, path.join(sparse, 'deps', rel));
    // Ignored output beside the code, as a build leaves it: discovery must leave it out.
    if (i % 20 === 0) write(path.join(sparse, 'deps', path.dirname(rel), 'build-output', `${i}.js`), fs.readFileSync(abs));
  });
  for (let i = 0; i < options.samples; i++) {
    const { name, text } = sampleFile(i);
    const pkg = path.join(sparse, 'app', `pkg-${i % 6}`);
    write(path.join(pkg, name), text);
    if (i < 6) write(path.join(pkg, '.gitignore'), 'coverage/\n*.tmp.js\n');
  }
  commitTree(sparse);

  // Dense: an even spread over the dependency list (not the first N, which would be one package),
  // keeping files that parse with the appended call, so neither side times error paths.
  const pool = sources.filter((f) => {
    const size = fs.statSync(f).size;
    return size > 2_000 && size <= options.denseMaxBytes;
  });
  const stride = Math.max(1, Math.floor(pool.length / options.dense));
  let denseFiles = 0;
  let denseBytes = 0;
  for (let k = 0; k < pool.length && denseFiles < options.dense; k += stride) {
    const abs = pool[k];
    const text = fs.readFileSync(abs, 'utf8') + appendedSnippets(denseFiles, options.denseCalls);
    try {
      assertParses(text, abs);
    } catch {
      continue;
    }
    write(path.join(dense, relInCorpus(nodeModules, abs)), text);
    denseFiles++;
    denseBytes += Buffer.byteLength(text);
  }
  // Its own repository too (the corpus folder is ignored by this one's): files listed by git.
  write(path.join(dense, '.gitignore'), 'node_modules/\n');
  commitTree(dense);
  return { sparse, dense, sparseFiles: deps.length + options.samples, sampleFiles: options.samples, denseFiles, denseBytes };
}
