/**
 * `npm run bench:big`: the 50k-file study. Builds a git work tree of about 50,000 code files (the
 * medusa-like tree of git-tree.ts, its packages copied over and over, plus generated files that call
 * deprecated Cloudflare endpoints, one per 250 files) and, for comparison, the same tree at a
 * quarter of the size; runs cf-codemod with every transform (--dry) on each, alternated, and reports
 * wall time, the peak memory of the process tree, and the garbage collections (from --trace-gc:
 * how many, how many full mark-compacts, and their total pause).
 *
 * usage: node dist/bench/big-tree.js [copies]   (default 15 package copies, about 51,000 files)
 */
import { spawnSync } from 'child_process';
import * as path from 'path';
import { buildGitTree } from './git-tree';
import { commitTree, write } from './build-corpus';
import { sampleFile } from './cloudflare-samples';
import { runOnce, median } from './measure';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'bench', '.corpus', 'big');
const BIN = path.join(ROOT, 'dist', 'bin', 'cf-codemod.js');
const SAMPLE_EVERY = 250;

function build(dest: string, copies: number): number {
  const built = buildGitTree(dest, path.join(ROOT, 'node_modules'), 1024 * 1024, copies, false);
  const samples = Math.floor(built.codeFiles / SAMPLE_EVERY);
  for (let i = 0; i < samples; i++) {
    const { name, text } = sampleFile(i);
    write(path.join(dest, 'services', `svc-${i % 20}`, name), text);
  }
  commitTree(dest);
  return built.codeFiles + samples;
}

interface GcFigures {
  collections: number;
  markCompacts: number;
  pauseMs: number;
}

/** One run with --trace-gc (not timed: tracing costs a little); counts the collections. */
function gcOf(dir: string): GcFigures {
  const r = spawnSync(process.execPath, ['--trace-gc', BIN, '--dry', '--as-of', '2999-12-31', '.'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
  });
  const lines = (r.stdout ?? '').split('\n').filter((l) => /\b(Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)\b/.test(l));
  const pause = (l: string): number => Number(/,\s*([\d.]+)\s*\/\s*[\d.]+\s*ms/.exec(l)?.[1] ?? 0);
  return {
    collections: lines.length,
    markCompacts: lines.filter((l) => /\bMark-Compact\b|Mark-sweep/.test(l) && !/Minor/.test(l)).length,
    pauseMs: lines.reduce((sum, l) => sum + pause(l), 0),
  };
}

function main(): void {
  const copies = Number(process.argv[2] ?? 15);
  const small = path.join(OUT, 'quarter');
  const big = path.join(OUT, 'full');
  const smallFiles = build(small, Math.max(1, Math.round(copies / 4)));
  const bigFiles = build(big, copies);
  process.stdout.write(`trees: ${smallFiles} and ${bigFiles} code files\n`);
  const cmd = (dir: string) => ({ label: dir, argv: ['node', BIN, '--dry', '--as-of', '2999-12-31', '.'], cwd: dir });
  runOnce(cmd(small));
  runOnce(cmd(big));
  const times: Record<string, number[]> = { small: [], big: [] };
  const peaks: Record<string, number[]> = { small: [], big: [] };
  for (let r = 0; r < 3; r++) {
    for (const [key, dir] of [['small', small], ['big', big]] as const) {
      const s = runOnce(cmd(dir));
      times[key].push(s.seconds);
      peaks[key].push(s.peakMiB);
      process.stdout.write(`  ${key} run ${r + 1}: ${s.seconds.toFixed(2)} s, ${s.peakMiB.toFixed(0)} MiB (${s.stdoutTail})\n`);
    }
  }
  const gcSmall = gcOf(small);
  const gcBig = gcOf(big);
  const row = (key: 'small' | 'big', files: number, gc: GcFigures) =>
    `${String(files).padStart(6)} files: ${median(times[key]).toFixed(2)} s (${((median(times[key]) / files) * 1e6).toFixed(0)} µs/file), peak ${Math.max(...peaks[key]).toFixed(0)} MiB; ` +
    `GC: ${gc.collections} collections, ${gc.markCompacts} full, ${gc.pauseMs.toFixed(0)} ms paused`;
  process.stdout.write(`${row('small', smallFiles, gcSmall)}\n${row('big', bigFiles, gcBig)}\n`);
  process.stdout.write(`time x${(median(times.big) / median(times.small)).toFixed(2)} for x${(bigFiles / smallFiles).toFixed(2)} files\n`);
}

main();
