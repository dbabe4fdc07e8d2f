/**
 * The two benchmark corpora under bench/.corpus/ (gitignored), rebuilt on every bench run:
 * - sparse/: every installed dependency's JS/TS source (real code nobody here wrote, almost none of
 *   it a candidate) plus a few dozen generated files that call deprecated Cloudflare endpoints;
 * - dense/: a spread of real dependency files, each with one Cloudflare API call appended, so that
 *   every file is a candidate that is parsed, transformed and printed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { copyDependencyCorpus, dependencySourceFiles } from './corpus';
import { appendedSnippet, sampleFile } from './cloudflare-samples';
import { assertParses } from '../src/parse/parse';

export interface Corpora {
  sparse: string;
  dense: string;
  sparseFiles: number;
  sampleFiles: number;
  denseFiles: number;
  denseBytes: number;
}

export function buildCorpora(root: string, nodeModules: string, options: { maxBytes: number; samples: number; dense: number; denseMaxBytes: number }): Corpora {
  fs.rmSync(root, { recursive: true, force: true });
  const sparse = path.join(root, 'sparse');
  const dense = path.join(root, 'dense');

  const deps = copyDependencyCorpus(nodeModules, path.join(sparse, 'deps'), options.maxBytes);
  for (let i = 0; i < options.samples; i++) {
    const { name, text } = sampleFile(i);
    const file = path.join(sparse, 'app', `pkg-${i % 6}`, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }

  // Dense: an even spread over the dependency list (not the first N, which would be one package),
  // keeping files that parse with the appended call, so neither side times error paths.
  const pool = dependencySourceFiles(nodeModules).filter((f) => {
    const size = fs.statSync(f).size;
    return size > 2_000 && size <= options.denseMaxBytes;
  });
  const stride = Math.max(1, Math.floor(pool.length / options.dense));
  let denseFiles = 0;
  let denseBytes = 0;
  for (let k = 0; k < pool.length && denseFiles < options.dense; k += stride) {
    const abs = pool[k];
    const text = fs.readFileSync(abs, 'utf8') + appendedSnippet(denseFiles);
    try {
      assertParses(text, abs);
    } catch {
      continue;
    }
    const rel = path.relative(nodeModules, abs).split(path.sep).map((s) => (s === 'node_modules' ? '_nm' : s)).join('/');
    const target = path.join(dense, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    denseFiles++;
    denseBytes += Buffer.byteLength(text);
  }
  return { sparse, dense, sparseFiles: deps.length + options.samples, sampleFiles: options.samples, denseFiles, denseBytes };
}
