/**
 * Soak test on real code nobody here wrote: the JS/TS sources of the installed dependencies.
 *
 *   1. The built command, `--dry --json`, every transform, every dependency file named on the
 *      command line: no crash, every file in the report, no change and no finding in a file that
 *      never mentions the Cloudflare API.
 *   2. The programmatic run() over the same files: onFile sees every visited file once, in path
 *      order; whatever it would write parses and is stable under a second run.
 *   3. The prefilter switched off (every transform parses and walks every file of a sample): a
 *      transform that meets code it does not recognise leaves it alone and does not crash.
 *   4. Real files with a Cloudflare call appended: only the appended call changes, the output
 *      parses, and a second run on the output changes nothing.
 *
 * The judgement is on behaviour, not on a list of transforms: whatever the registry holds runs.
 */
import * as fs from 'fs';
import * as path from 'path';
import { dependencySourceFiles } from '../bench/corpus';
import { registry } from '../transforms';
import { processFile } from '../src/runner/file-job';
import type { FileOutcome } from '../src/runner/file-job-types';
import { processSource } from '../src/runner/process';
import { candidates } from '../src/runner/prefilter';
import { run } from '../src';
import { assertParses } from '../src/parse/parse';
import { splitLinesKeepEnds } from '../src/runner/keep-original';
import type { Transform } from '../src/types';
import { cli } from './helpers/cli';
import { parseReport } from './helpers/reports';

const ROOT = path.join(__dirname, '..');
const ALL_DUE = '9999-12-31';
const MAX_FILE_SIZE = 1024 * 1024;
/**
 * Bytes of the corpus every transform parses with the prefilter off (part 3), and with a call
 * appended (part 4). Each transform walks every tree, so the samples shrink as transforms are added:
 * the soak stays well under a minute on two cores.
 */
const MiB = 1024 * 1024;
const FORCED_SAMPLE_BYTES = Math.max(MiB, (12 * MiB) / (registry.length + 1));
const SPLICED_SAMPLE_BYTES = Math.max(MiB / 2, (4 * MiB) / (registry.length + 1));

const FILES = dependencySourceFiles(path.join(ROOT, 'node_modules'));
const REL = FILES.map((f) => path.relative(ROOT, f).split(path.sep).join('/'));

/** Does the text mention the Cloudflare API at all (URL of the API or gateway, or the SDK package)? */
const MENTIONS_CLOUDFLARE =
  /api\.cloudflare\.com|cloudflare-eth\.com|(?:require\s*\(\s*|import\s*\(\s*|from\s*)['"`]cloudflare(?:\/[^'"`]*)?['"`]/;
const mentionsCloudflare = (text: string) => MENTIONS_CLOUDFLARE.test(text);

const parses = (text: string, file: string): boolean => {
  try {
    assertParses(text, file);
    return true;
  } catch {
    return false;
  }
};

/** The error a run may report for real code: the file itself does not parse. Anything else is a crash. */
const isParseError = (error: string | undefined) => !!error && error.startsWith('could not parse');

const secondPassOutput = (text: string, file: string, transforms: Transform[]) =>
  processSource({ input: text, filePath: file, transforms, options: { markers: true, config: {}, displayPath: file } }).output;

/**
 * Every file whose index falls on a stride (from `offset`) that keeps the sample near `budget`
 * bytes: spread over every package, the same files on every run.
 */
function sample(files: string[], budget: number, offset = 0): string[] {
  const small = files.filter((f) => fs.statSync(f).size <= MAX_FILE_SIZE);
  const total = small.reduce((n, f) => n + fs.statSync(f).size, 0);
  const stride = Math.max(1, Math.round(total / budget));
  return small.filter((_, i) => i % stride === offset % stride);
}

const counts: Record<string, unknown> = {};
// The counts, for whoever tunes the soak: SOAK_REPORT=1 npx jest soak (npm test stays quiet).
afterAll(() => process.env.SOAK_REPORT && console.log(`soak on ${FILES.length} dependency files: ${JSON.stringify(counts, null, 2)}`));

test('the corpus is real: thousands of dependency source files; every transform of transforms/ is soaked', () => {
  expect(FILES.length).toBeGreaterThan(1000);
  // A transform is a file, or a folder with an index.ts (transforms/lib holds what they share).
  const entries = fs.readdirSync(path.join(ROOT, 'transforms'), { withFileTypes: true });
  const ids = entries.flatMap((e) => (e.isDirectory() ? (fs.existsSync(path.join(ROOT, 'transforms', e.name, 'index.ts')) ? [e.name] : []) : e.name.endsWith('.ts') && e.name !== 'index.ts' ? [e.name.slice(0, -3)] : []));
  expect(registry.map((t) => t.id).sort()).toEqual(ids.sort());
  expect(registry.filter((t) => t.eol > ALL_DUE)).toEqual([]);
});

describe('the built command, --dry --json, every transform', () => {
  test('no crash, every file reported, nothing changed or found where the Cloudflare API is not mentioned', () => {
    const started = Date.now();
    const r = cli(ROOT, ['--dry', '--json', '--as-of', ALL_DUE, ...REL]);
    expect(r.stderr).toBe('');
    const report = parseReport(r.stdout);
    // Not --check: 3 when some file is an error (the check below allows only files that do not parse), else 0.
    expect(r.code).toBe(report.summary.errors > 0 ? 3 : 0);
    expect(report.transforms).toEqual(registry.map((t) => t.id));
    expect(report.files.map((f: { path: string }) => f.path).sort()).toEqual([...REL].sort());
    expect(report.summary.files).toBe(FILES.length);

    const byStatus: Record<string, number> = {};
    for (const f of report.files) byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
    const mentioning = new Set(REL.filter((_rel, i) => mentionsCloudflare(fs.readFileSync(FILES[i], 'utf8'))));
    const problems: string[] = [];
    for (const f of report.files) {
      if (f.status === 'error' && !(isParseError(f.error) && !parses(fs.readFileSync(path.join(ROOT, f.path), 'utf8'), f.path))) {
        problems.push(`${f.path}: ${f.error}`);
      }
      if (f.status === 'skipped' && !/larger than|binary/.test(f.reason)) problems.push(`${f.path}: skipped, ${f.reason}`);
      if (!mentioning.has(f.path) && f.status === 'modified') problems.push(`${f.path}: modified`);
    }
    for (const finding of report.findings) {
      if (!mentioning.has(finding.path)) problems.push(`${finding.path}:${finding.line}: finding ${finding.message}`);
    }
    expect(problems).toEqual([]);
    counts.cli = { ...byStatus, findings: report.findings.length, mentioningCloudflare: mentioning.size, seconds: (Date.now() - started) / 1000 };
  });
});

describe('run() with onFile', () => {
  test('every visited file once, in path order; what would be written parses and is stable', async () => {
    const seen: FileOutcome[] = [];
    const report = await run({
      cwd: ROOT,
      paths: REL,
      dry: true,
      asOf: ALL_DUE,
      onFile: (outcome) => seen.push(outcome),
    });
    expect(report.files).toHaveLength(FILES.length);
    const seenPaths = seen.map((o) => o.report.path);
    expect(seenPaths).toEqual([...new Set(seenPaths)].sort());
    const reported = new Map(report.files.map((f) => [f.path, f]));
    for (const o of seen) expect(reported.get(o.report.path)).toEqual(o.report);
    const unseen = report.files.filter((f) => !seenPaths.includes(f.path));
    expect(unseen.filter((f) => f.status !== 'skipped')).toEqual([]);

    const problems: string[] = [];
    let wouldChange = 0;
    for (const o of seen) {
      if (o.after === undefined) continue;
      wouldChange++;
      const file = path.join(ROOT, o.report.path);
      if (o.before !== fs.readFileSync(file, 'utf8')) problems.push(`${o.report.path}: before is not the file's text`);
      if (!parses(o.after, file)) problems.push(`${o.report.path}: output does not parse`);
      if (secondPassOutput(o.after, file, registry) !== undefined) problems.push(`${o.report.path}: a second run changes it again`);
    }
    expect(problems).toEqual([]);
    counts.run = { visited: seen.length, wouldChange, errors: report.summary.errors, skipped: report.summary.skipped };
  });
});

describe('with the prefilter off, every transform parses every file of a sample', () => {
  // Trigger characters every source file has, and no anchor word needed: every transform is due.
  const forced: Transform[] = registry.map((t) => ({ ...t, triggers: ['(', ' ', '\n', ';', '='], configTriggers: undefined, anchors: false }));
  const files = sample(FILES, FORCED_SAMPLE_BYTES);

  test('no crash; no change and no finding in code that does not mention the Cloudflare API', () => {
    const started = Date.now();
    const problems: string[] = [];
    let parseErrors = 0;
    let changed = 0;
    let parsed = 0;
    for (const file of files) {
      const rel = path.relative(ROOT, file);
      const outcome = processFile({ abs: file, rel, mode: 'code', markers: true, config: {}, maxFileSize: MAX_FILE_SIZE }, forced);
      const text = fs.readFileSync(file, 'utf8');
      // The prefilter really is off: every transform was due for this file.
      if (/[( \n;=]/.test(text) && candidates(text, forced).length !== forced.length) problems.push(`${rel}: the prefilter was not switched off`);
      const { status, error } = outcome.report;
      if (status === 'error') {
        if (isParseError(error) && !parses(text, file)) parseErrors++;
        else problems.push(`${rel}: ${error}`);
        continue;
      }
      expect(status === 'unchanged' || status === 'modified').toBe(true);
      parsed++;
      if (mentionsCloudflare(text)) {
        if (outcome.after === undefined) continue;
        changed++;
        if (!parses(outcome.after, file)) problems.push(`${rel}: output does not parse`);
        if (secondPassOutput(outcome.after, file, forced) !== undefined) problems.push(`${rel}: not idempotent`);
      } else {
        if (outcome.after !== undefined) problems.push(`${rel}: changed by ${outcome.report.transforms.join(', ')}`);
        for (const f of outcome.findings) problems.push(`${rel}:${f.line}: ${f.transform} found "${f.message}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(parsed).toBeGreaterThan(files.length * 0.9);
    counts.prefilterOff = {
      files: files.length,
      bytes: files.reduce((n, f) => n + fs.statSync(f).size, 0),
      parsed,
      parseErrors,
      changed,
      seconds: (Date.now() - started) / 1000,
    };
  }, 170_000);

  /** A Cloudflare API call and a gateway URL, valid at the end of any script, module, JS or TS file. */
  const SNIPPET = [
    '',
    ';(function cfCodemodSoak() {',
    "  var scripts = 'https://api.cloudflare.com/client/v4/zones/0123/script_monitor/scripts';",
    "  var gateway = 'https://cloudflare-eth.com/v1/rinkeby';",
    '  return [scripts, gateway];',
    '})();',
    '',
  ].join('\n');

  test('a Cloudflare call appended to real code: only the call changes, the output parses, a second run is a no-op', () => {
    const started = Date.now();
    const files = sample(FILES, SPLICED_SAMPLE_BYTES, 1);
    expect(files.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let markers = 0;
    let spliced = 0;
    for (const file of files) {
      const rel = path.relative(ROOT, file);
      const original = fs.readFileSync(file, 'utf8');
      if (!parses(original, file)) continue;
      spliced++;
      const input = original + SNIPPET;
      const result = processSource({ input, filePath: file, transforms: registry, options: { markers: true, config: {}, displayPath: rel } });
      if (result.error || result.output === undefined) {
        problems.push(`${rel}: ${result.error ?? 'the appended call was not migrated'}`);
        continue;
      }
      const output = result.output;
      const kept = splitLinesKeepEnds(output).filter((l) => !l.includes('cf-codemod('));
      markers += splitLinesKeepEnds(output).length - kept.length;
      if (!kept.join('').startsWith(original)) problems.push(`${rel}: code outside the appended call changed`);
      const tail = output.slice(output.lastIndexOf('cfCodemodSoak'));
      if (!tail.includes('/page_shield/scripts') || !tail.includes('/v1/sepolia')) problems.push(`${rel}: call not migrated`);
      if (!parses(output, file)) problems.push(`${rel}: output does not parse`);
      if (secondPassOutput(output, file, registry) !== undefined) problems.push(`${rel}: a second run changes it again`);
    }
    expect(problems).toEqual([]);
    counts.appendedCall = { files: spliced, markerLines: markers, seconds: (Date.now() - started) / 1000 };
  }, 170_000);
});
