/**
 * `npm run bench`: builds the corpora under bench/.corpus/ and times, as child processes, in one run,
 * commands alternated, each warmed up once and timed BENCH_REPS times (default 3), medians kept; wall
 * time and the peak memory of each command's whole process tree are taken from outside it the same
 * way for every tool (tree-rss.ts). It prints each goal of issue 16 with its figure and PASS/FAIL:
 *
 * sparse (Cloudflare-heavy, workers-sdk-like: a git work tree, about 1.5% of its files call the API):
 *   - cf-codemod with every transform (--dry, .gitignore respected: discovery through git is timed);
 *   - jscodeshift running a transform that only parses every file (goal: cf-codemod ≤ 0.05 ×);
 *   - jscodeshift running our built page-shield-route (prefiltered inside), and a bare read + regex;
 * dense (real files, each with several Cloudflare API calls appended; every file is a candidate):
 *   - cf-codemod (--dry) against the same parse-only jscodeshift transform (goal: ≤ 1.0 ×), and one
 *     parse and one print with recast per file;
 * a medusa-like git tree (bench/git-tree.ts, nothing to parse): cf-codemod against a bare read + regex
 *   of the same files (goal: ≤ 2 ×); the discovery through git against the folder walk; and the same
 *   tree four times over, to check that the cost grows linearly with the files;
 * large generated files (one kind of edit repeated 300 and 1,200 times in one file), the project
 * index's cost, and `cf-codemod --version`.
 */
import { execFileSync } from 'child_process';
import * as os from 'os';
import * as path from 'path';
import { buildCorpora } from './build-corpus';
import { measureInterleaved, type Command, type Measured } from './measure';
import { writeLargeFiles } from './large-files';
import { projectIndexRows } from './project-index';
import { benchGitTree } from './git-tree';

const ROOT = path.resolve(__dirname, '..', '..');
const CORPUS = path.join(ROOT, 'bench', '.corpus');
const BIN = path.join(ROOT, 'dist', 'bin', 'cf-codemod.js');
const JSCODESHIFT = path.join(ROOT, 'node_modules', '.bin', 'jscodeshift');
const PARSE_ONLY = path.join(ROOT, 'dist', 'bench', 'jscodeshift-parse-only.js');
const EXTENSIONS = 'js,jsx,mjs,cjs,ts,tsx,mts,cts';
const MAX_FILE_SIZE = 1024 * 1024;
const REPS = Number(process.env.BENCH_REPS ?? 3);
/** Edits in the smaller of each pair of large generated files. */
const LARGE_EDITS = 300;

const log = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};
const s = (m: Measured): string => `${m.medianSeconds.toFixed(2)} s`;
const mib = (m: Measured): string => `${m.peakMiB.toFixed(0)} MiB`;
const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
type Row = [string, string, string, string];

function main(): void {
  const started = Date.now();
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  log(`cf-codemod benchmark: node ${process.version}, ${os.availableParallelism()} cores, ${REPS} interleaved repetitions`);
  log(`load average at start: ${load()} (figures from a busy machine are slower, threads most of all)`);
  const corpora = buildCorpora(CORPUS, path.join(ROOT, 'node_modules'), {
    maxBytes: MAX_FILE_SIZE,
    sparse: 1600,
    samples: 24,
    dense: 150,
    denseCalls: 4,
    denseMaxBytes: 100_000,
  });
  log(`sparse corpus: ${corpora.sparseFiles} files (${corpora.sampleFiles} of them call deprecated Cloudflare endpoints), a git work tree`);
  log(`dense corpus:  ${corpora.denseFiles} files, ${(corpora.denseBytes / 1024 / 1024).toFixed(1)} MiB, each with 4 API calls appended`);

  const cf = (label: string, folder: string, extra: string[] = []): Command => ({
    label,
    argv: ['node', BIN, '--dry', '--as-of', '2999-12-31', ...extra, folder],
    cwd: CORPUS,
  });
  // Run from inside the tree, so that --gitignore reads its .gitignore as cf-codemod does.
  const jscodeshift = (label: string, transform: string, folder: string): Command => ({
    label,
    argv: [JSCODESHIFT, '--no-babel', '--dry', '--silent', '--gitignore', `--extensions=${EXTENSIONS}`, '-t', transform, '.'],
    cwd: path.join(CORPUS, folder),
  });

  // What the runs find, once, untimed: the report says how many files changed.
  const summary = (folder: string) =>
    JSON.parse(
      execFileSync(process.execPath, [BIN, '--dry', '--json', '--as-of', '2999-12-31', folder], { cwd: CORPUS, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    );
  const report = summary('sparse');
  log(`cf-codemod on sparse: ${JSON.stringify(report.summary)}, ${report.transforms.length} transforms`);
  log(`cf-codemod on dense:  ${JSON.stringify(summary('dense').summary)}`);

  log('\nsparse corpus (Cloudflare-heavy git tree)');
  const [cfSparse, jsParseSparse, jsOurs, bare] = measureInterleaved(
    [
      cf('cf-codemod, all transforms', 'sparse'),
      jscodeshift('jscodeshift, a transform that only parses', PARSE_ONLY, 'sparse'),
      jscodeshift('jscodeshift, our built page-shield-route', path.join(ROOT, 'dist', 'transforms', 'page-shield-route.js'), 'sparse'),
      { label: 'bare read + regex', argv: ['node', path.join(ROOT, 'dist', 'bench', 'bare-scan.js'), 'sparse'], cwd: CORPUS },
    ],
    REPS,
    log,
  );

  log('\ndense corpus');
  const [cfDense, jsParseDense, parsePrint] = measureInterleaved(
    [
      cf('cf-codemod, all transforms', 'dense'),
      jscodeshift('jscodeshift, a transform that only parses', PARSE_ONLY, 'dense'),
      { label: 'one parse + one print per file (recast)', argv: ['node', path.join(ROOT, 'dist', 'bench', 'parse-print.js'), 'dense'], cwd: CORPUS },
    ],
    REPS,
    log,
  );

  log('\ngit tree (medusa-like: a git repository with .gitignore files, nothing to parse)');
  const gitTree = benchGitTree(CORPUS, path.join(ROOT, 'node_modules'), BIN, MAX_FILE_SIZE, REPS, log);

  log('\nlarge generated files (one kind of edit repeated; one run each)');
  const small = writeLargeFiles(path.join(CORPUS, 'large'), LARGE_EDITS);
  const big = writeLargeFiles(path.join(CORPUS, 'large'), LARGE_EDITS * 4);
  const growth: Array<[string, Measured, Measured]> = [];
  for (const kind of Object.keys(small)) {
    const [one, four] = measureInterleaved(
      [
        { ...cf(`${kind}, ${LARGE_EDITS} edits`, small[kind], ['--no-gitignore']), repetitions: 1, warmUp: false },
        { ...cf(`${kind}, ${LARGE_EDITS * 4} edits`, big[kind], ['--no-gitignore']), repetitions: 1, warmUp: false },
      ],
      1,
      log,
    );
    growth.push([kind, one, four]);
  }

  const projectRows = projectIndexRows(CORPUS, REPS, log);

  log('\nstart-up');
  const [version] = measureInterleaved([{ label: 'cf-codemod --version', argv: ['node', BIN, '--version'], cwd: ROOT }], 5, log);

  const perFile = (m: Measured) => `${((m.medianSeconds / corpora.denseFiles) * 1000).toFixed(1)} ms/file`;
  const ratio = (a: Measured, b: Measured) => a.medianSeconds / b.medianSeconds;
  // Processor time beside wall time: on a busy machine a tool of several processes gets a larger share of the cores.
  const cpu = (a: Measured, b: Measured) => (a.medianCpu !== null && b.medianCpu !== null ? `; cpu ${(a.medianCpu / b.medianCpu).toFixed(2)}` : '');
  const goals: Row[] = [];
  goals.push([
    `nothing to parse: git tree (${gitTree.files} files) vs bare read + regex`,
    `${s(gitTree.cf)} / ${s(gitTree.bare)} = ${ratio(gitTree.cf, gitTree.bare).toFixed(2)}${cpu(gitTree.cf, gitTree.bare)}`,
    '<= 2',
    verdict(ratio(gitTree.cf, gitTree.bare) <= 2),
  ]);
  goals.push([
    `Cloudflare-heavy: sparse (${corpora.sparseFiles} files) vs jscodeshift parse-only`,
    `${s(cfSparse)} / ${s(jsParseSparse)} = ${ratio(cfSparse, jsParseSparse).toFixed(3)}${cpu(cfSparse, jsParseSparse)}`,
    '<= 0.05',
    verdict(ratio(cfSparse, jsParseSparse) <= 0.05),
  ]);
  goals.push([
    `dense (${corpora.denseFiles} files, all change) vs jscodeshift parse-only`,
    `${perFile(cfDense)} / ${perFile(jsParseDense)} = ${ratio(cfDense, jsParseDense).toFixed(2)}${cpu(cfDense, jsParseDense)}`,
    '<= 1.0',
    verdict(ratio(cfDense, jsParseDense) <= 1),
  ]);
  for (const [tree, ours, theirs] of [
    ['sparse', cfSparse, jsParseSparse],
    ['dense', cfDense, jsParseDense],
    ['git tree', gitTree.cf, undefined],
    ['git tree x4', gitTree.cf4, undefined],
  ] as Array<[string, Measured, Measured | undefined]>) {
    goals.push([`peak memory on ${tree}: cf-codemod${theirs ? ' / jscodeshift' : ''}`, `${mib(ours)}${theirs ? ` / ${mib(theirs)}` : ''}`, '<= 300 MiB', verdict(ours.peakMiB <= 300)]);
  }
  goals.push(gitTree.linear);

  const other: Row[] = [
    ['sparse: vs jscodeshift running our built page-shield-route', `${s(cfSparse)} / ${s(jsOurs)} = ${ratio(cfSparse, jsOurs).toFixed(2)}${cpu(cfSparse, jsOurs)}`, '', ''],
    ['sparse: vs bare read + regex (no discovery)', `${s(cfSparse)} / ${s(bare)} = ${ratio(cfSparse, bare).toFixed(2)}${cpu(cfSparse, bare)}`, '', ''],
    ['dense: vs one recast parse + print', `${perFile(cfDense)} / ${perFile(parsePrint)} = ${ratio(cfDense, parsePrint).toFixed(2)}${cpu(cfDense, parsePrint)}`, '', ''],
    ...projectRows,
    gitTree.discovery,
    ['cf-codemod --version', s(version), '<= 0.3 s', verdict(version.medianSeconds <= 0.3)],
  ];

  log('\nmedians (peak memory: the whole process tree, sampled from outside)');
  for (const m of [cfSparse, jsParseSparse, jsOurs, bare, cfDense, jsParseDense, parsePrint, gitTree.cf, gitTree.bare, gitTree.cf4, version]) {
    const procs = m.samples[0].processes > 1 ? ` over ${m.samples[0].processes} processes` : '';
    const cpuText = m.medianCpu !== null ? ` cpu ${m.medianCpu.toFixed(2)} s` : '';
    log(`  ${m.command.label.padEnd(52)} ${s(m).padStart(8)}${cpuText}  peak ${mib(m)}${procs}  (${m.samples.length} runs; ${m.samples[0].stdoutTail})`);
  }
  log(`\nlarge files: ${LARGE_EDITS} and ${LARGE_EDITS * 4} edits in one file (linear cost: about 4 x the time)`);
  for (const [kind, one, four] of growth) {
    log(`  ${kind.padEnd(26)} ${s(one).padStart(8)} ${s(four).padStart(8)}  x${(four.medianSeconds / one.medianSeconds).toFixed(1)}  ${mib(four)}`);
  }
  const table = (title: string, rows: Row[]) => {
    log(`\n${title}`);
    const w = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    for (const [what, measured, target, ok] of rows) log(`  ${what.padEnd(w)}  ${measured.padEnd(w1)}  ${target.padEnd(12)} ${ok}`);
  };
  table('goals of issue 16', goals);
  table('other figures', other);
  log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s; load average at the end: ${load()}`);
}

main();
