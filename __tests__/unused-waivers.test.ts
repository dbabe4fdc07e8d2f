/**
 * `cf-codemod-ignore` comments that waive no finding are reported, as ESLint reports unused disable
 * directives: in the JSON report, the human output, SARIF and GitHub annotations; never in the exit code.
 */
import { cli, tempRepo } from './helpers/cli';
import { parseReport, parseSarif } from './helpers/reports';

const FINDING = [
  "const API = 'https://api.cloudflare.com/client/v4';",
  'export async function rules(zone: string) {',
  '  // cf-codemod-ignore: kept until the rules move',
  '  return fetch(`${API}/zones/${zone}/firewall/rules`);',
  '}',
  '',
].join('\n');
// The call was migrated; its waiver stayed behind.
const STALE = FINDING.replace('firewall/rules', 'rulesets');
// No transform's trigger at all: the file is never parsed, its waiver still told.
const PLAIN = 'export const two = 1 + 1; // cf-codemod-ignore\n';
// The word in a string or in prose is not a waiver.
const DECOY = "export const doc = 'write cf-codemod-ignore above a call to waive its finding';\n";

const files = { 'used.ts': FINDING, 'stale.ts': STALE, 'plain.ts': PLAIN, 'decoy.ts': DECOY };

test('the JSON report lists each waiver that waives nothing, not the used one nor the word in a string; --check is not failed by them', () => {
  const dir = tempRepo(files);
  const r = cli(dir, ['--check', '--json']);
  expect(r.code).toBe(0);
  const report = parseReport(r.stdout);
  expect(report.findings.map((f: any) => [f.path, f.waived])).toEqual([['used.ts', true]]);
  expect(report.unusedWaivers).toEqual([
    { path: 'plain.ts', line: 1, column: 30 },
    { path: 'stale.ts', line: 3, column: 6 },
  ]);
});

test('the human output says so beside the findings', () => {
  const dir = tempRepo(files);
  const r = cli(dir, ['--dry']);
  expect(r.code).toBe(0);
  expect(r.stdout.split('\n').filter((l) => l.includes('unused'))).toEqual([
    'plain.ts:1:30  unused cf-codemod-ignore: it waives no finding (remove it)',
    'stale.ts:3:6  unused cf-codemod-ignore: it waives no finding (remove it)',
  ]);
});

test('SARIF and GitHub annotations carry them as warnings of their own rule', () => {
  const dir = tempRepo({ 'stale.ts': STALE });
  const log = parseSarif(cli(dir, ['--dry', '--format', 'sarif']).stdout);
  const run = log.runs[0];
  expect(run.results.map((x: any) => [x.ruleId, run.tool.driver.rules[x.ruleIndex].id, x.locations[0].physicalLocation.region.startLine])).toEqual([['unused-waiver', 'unused-waiver', 3]]);
  expect(cli(dir, ['--dry', '--format', 'github']).stdout).toBe(
    '::warning file=stale.ts,line=3,col=6,title=cf-codemod-ignore::unused cf-codemod-ignore: it waives no finding (remove it)\n',
  );
});

test('not looked for when -t leaves transforms out (the waiver may be for one of them)', () => {
  const dir = tempRepo(files);
  const report = parseReport(cli(dir, ['--dry', '--json', '-t', 'page-shield-route']).stdout);
  expect(report.unusedWaivers).toEqual([]);
});
