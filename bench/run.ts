/**
 * `npm run bench`: builds the corpora under bench/.corpus/ and times, as child processes, in one run:
 *
 * sparse corpus (the installed dependencies' sources plus a few dozen files calling deprecated
 * Cloudflare endpoints; almost no file is a candidate):
 *   - cf-codemod with every transform (--dry, through the built command);
 *   - jscodeshift running our built page-shield-route over the same files;
 *   - jscodeshift running page-shield-route written conventionally (parses every file), once;
 *   - a bare pass that reads every file and tests one regular expression;
 * dense corpus (real files, each with a Cloudflare API call appended; every file is a candidate):
 *   - cf-codemod (--dry), with its default threads and with --cpus 1;
 *   - one parse and one print (recast) of every file;
 * a medusa-like git tree (bench/git-tree.ts): cf-codemod against a bare read + regex of the same
 *   files, and the discovery through git against the folder walk;
 * large generated files (one kind of edit repeated 300 and 1,200 times in one file): how the time
 *   grows with the edits in a file;
 * and `cf-codemod --version`. Prints medians, ratios and peak memory beside the targets.
 *
 * BENCH_REPS sets the repetitions (default 3).
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
const EXTENSIONS = 'js,jsx,mjs,cjs,ts,tsx,mts,cts';
const MAX_FILE_SIZE = 1024 * 1024;
const REPS = Number(process.env.BENCH_REPS ?? 3);
/** Edits in the smaller of each pair of large generated files. */
const LARGE_EDITS = 300;

const log = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};
const s = (m: Measured): string => `${m.medianSeconds.toFixed(2)} s`;
const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

function main(): void {
  const started = Date.now();
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  log(`cf-codemod benchmark: node ${process.version}, ${os.availableParallelism()} cores, ${REPS} interleaved repetitions`);
  log(`load average at start: ${load()} (figures from a busy machine are slower, threads most of all)`);
  const corpora = buildCorpora(CORPUS, path.join(ROOT, 'node_modules'), {
    maxBytes: MAX_FILE_SIZE,
    samples: 48,
    dense: 150,
    denseMaxBytes: 100_000,
  });
  log(`sparse corpus: ${corpora.sparseFiles} files (${corpora.sampleFiles} of them call deprecated Cloudflare endpoints)`);
  log(`dense corpus:  ${corpora.denseFiles} files, ${(corpora.denseBytes / 1024 / 1024).toFixed(1)} MiB, each calls the API`);

  const cf = (label: string, folder: string, extra: string[] = []): Command => ({
    label,
    argv: ['node', BIN, '--dry', '--no-gitignore', '--as-of', '2999-12-31', ...extra, folder],
    cwd: CORPUS,
  });
  const jscodeshift = (label: string, transform: string, extra: Partial<Command> = {}): Command => ({
    label,
    argv: [JSCODESHIFT, '--no-babel', '--dry', '--silent', `--extensions=${EXTENSIONS}`, '-t', transform, 'sparse'],
    cwd: CORPUS,
    ...extra,
  });

  // What the runs find, once, untimed: the report says how many files changed.
  const report = JSON.parse(
    execFileSync(process.execPath, [BIN, '--json', '--no-gitignore', '--as-of', '2999-12-31', 'sparse'], {
      cwd: CORPUS,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  );
  log(`cf-codemod on sparse: ${JSON.stringify(report.summary)}, transforms ${report.transforms.join(', ')}`);

  log('\nsparse corpus');
  const [cfSparse, jsOurs, jsConventional, bare] = measureInterleaved(
    [
      cf('cf-codemod, all transforms', 'sparse'),
      jscodeshift('jscodeshift, page-shield-route (built, prefiltered)', path.join(ROOT, 'dist', 'transforms', 'page-shield-route.js')),
      jscodeshift('jscodeshift, page-shield-route parsing every file', path.join(ROOT, 'dist', 'bench', 'jscodeshift-unfiltered.js'), {
        repetitions: 1,
        warmUp: false,
      }),
      { label: 'bare read + regex', argv: ['node', path.join(ROOT, 'dist', 'bench', 'bare-scan.js'), 'sparse'], cwd: CORPUS },
    ],
    REPS,
    log,
  );

  log('\ndense corpus');
  const [cfDense, cfDenseOne, parsePrint] = measureInterleaved(
    [
      cf('cf-codemod, all transforms', 'dense'),
      cf('cf-codemod, all transforms, --cpus 1', 'dense', ['--cpus', '1']),
      { label: 'one parse + one print per file', argv: ['node', path.join(ROOT, 'dist', 'bench', 'parse-print.js'), 'dense'], cwd: CORPUS },
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
        { ...cf(`${kind}, ${LARGE_EDITS} edits`, small[kind]), repetitions: 1, warmUp: false },
        { ...cf(`${kind}, ${LARGE_EDITS * 4} edits`, big[kind]), repetitions: 1, warmUp: false },
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
  const peak = Math.max(cfSparse.maxRssMiB, cfDense.maxRssMiB, cfDenseOne.maxRssMiB);
  const rows: Array<[string, string, string, string]> = [];
  const ratio = (a: Measured, b: Measured) => a.medianSeconds / b.medianSeconds;
  rows.push([
    'all transforms vs jscodeshift, one built transform',
    `${s(cfSparse)} / ${s(jsOurs)} = ${ratio(cfSparse, jsOurs).toFixed(3)}`,
    '<= 0.10 (aim 0.05)',
    verdict(ratio(cfSparse, jsOurs) <= 0.1),
  ]);
  rows.push([
    'all transforms vs jscodeshift, one transform parsing every file',
    `${s(cfSparse)} / ${s(jsConventional)} = ${ratio(cfSparse, jsConventional).toFixed(3)}`,
    '<= 0.10 (aim 0.05)',
    verdict(ratio(cfSparse, jsConventional) <= 0.1),
  ]);
  rows.push(['sparse: all transforms vs bare read + regex', `${s(cfSparse)} / ${s(bare)} = ${ratio(cfSparse, bare).toFixed(2)}`, '<= 4', verdict(ratio(cfSparse, bare) <= 4)]);
  rows.push([
    'dense: cf-codemod vs one parse + one print',
    `${perFile(cfDense)} / ${perFile(parsePrint)} = ${ratio(cfDense, parsePrint).toFixed(2)}`,
    '<= 1.5',
    verdict(ratio(cfDense, parsePrint) <= 1.5),
  ]);
  rows.push([
    'dense, --cpus 1 (one thread, for reference)',
    `${perFile(cfDenseOne)} / ${perFile(parsePrint)} = ${ratio(cfDenseOne, parsePrint).toFixed(2)}`,
    '',
    '',
  ]);
  rows.push(...projectRows);
  rows.push(...gitTree.rows);
  rows.push(['peak memory, cf-codemod (largest run)', `${peak.toFixed(0)} MiB`, '<= 300 MiB', verdict(peak <= 300)]);
  rows.push(['cf-codemod --version', s(version), '<= 0.3 s', verdict(version.medianSeconds <= 0.3)]);

  log('\nmedians');
  for (const m of [cfSparse, jsOurs, jsConventional, bare, cfDense, cfDenseOne, parsePrint, ...gitTree.measured, version]) {
    const mem = m.samples[0].processes > 1 ? `${m.sumRssMiB.toFixed(0)} MiB over ${m.samples[0].processes} processes` : `${m.maxRssMiB.toFixed(0)} MiB`;
    log(`  ${m.command.label.padEnd(52)} ${s(m).padStart(8)}  peak ${mem}  (${m.samples.length} runs; ${m.samples[0].stdoutTail})`);
  }
  log(`\nlarge files: ${LARGE_EDITS} and ${LARGE_EDITS * 4} edits in one file (linear cost: about 4 x the time)`);
  for (const [kind, one, four] of growth) {
    log(`  ${kind.padEnd(26)} ${s(one).padStart(8)} ${s(four).padStart(8)}  x${(four.medianSeconds / one.medianSeconds).toFixed(1)}`);
  }
  log('\ntargets');
  const w = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  for (const [what, measured, target, ok] of rows) log(`  ${what.padEnd(w)}  ${measured.padEnd(w1)}  ${target.padEnd(18)} ${ok}`);
  log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s; load average at the end: ${load()}`);
}

main();
