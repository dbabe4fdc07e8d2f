/** The README's first command: `node dist/bin/cf-codemod.js --dry examples/legacy-client`, run from the repository root. */
import * as fs from 'fs';
import * as path from 'path';
import { cli } from './helpers/cli';
import { parseReport } from './helpers/reports';

const ROOT = path.join(__dirname, '..');
const EXAMPLE = 'examples/legacy-client';

test('the example changes the three expected files, reports one finding and leaves the decoy', () => {
  const before = new Map(fs.readdirSync(path.join(ROOT, EXAMPLE, 'src')).map((f) => [f, fs.readFileSync(path.join(ROOT, EXAMPLE, 'src', f))]));
  const r = cli(ROOT, ['--dry', '--json', '--as-of', '2026-01-01', EXAMPLE]);
  expect(r.code).toBe(0);
  const report = parseReport(r.stdout);
  expect(report.files.map((f: any) => [f.path.replace(`${EXAMPLE}/`, ''), f.status, f.transforms])).toEqual([
    ['README.md', 'unchanged', []],
    ['src/dns.ts', 'modified', ['srv-data-to-name']],
    ['src/security.ts', 'modified', ['page-shield-route', 'firewall-rules-filters']],
    ['src/settings.ts', 'modified', ['privacy-pass-setting']],
    ['src/status-page.ts', 'unchanged', []],
  ]);
  expect(report.findings.map((f: any) => [f.path, f.line, f.transform])).toEqual([[`${EXAMPLE}/src/security.ts`, 13, 'firewall-rules-filters']]);
  for (const [name, bytes] of before) expect(fs.readFileSync(path.join(ROOT, EXAMPLE, 'src', name)).equals(bytes)).toBe(true);
});

test('what the command prints: a diff per changed file and the finding', () => {
  const r = cli(ROOT, ['--dry', '--as-of', '2026-01-01', EXAMPLE]);
  expect(r.code).toBe(0);
  const headers = r.stdout.split('\n').filter((l) => l.startsWith('+++ '));
  expect(headers).toEqual([`+++ b/${EXAMPLE}/src/dns.ts`, `+++ b/${EXAMPLE}/src/security.ts`, `+++ b/${EXAMPLE}/src/settings.ts`]);
  expect(r.stdout).toContain("+    name: '_sip._tcp.example.com',");
  expect(r.stdout).toContain('+  const res = await fetch(`${API}/zones/${zoneId}/page_shield/scripts`, {');
  expect(r.stdout).toContain('-  await fetch(`${API}/zones/${zoneId}/settings/privacy_pass`, {');
  expect(r.stdout).toMatch(/\n\+ {2}\/\/ cf-codemod\(firewall-rules-filters\): /);
  expect(r.stdout).toMatch(new RegExp(`\\n${EXAMPLE}/src/security\\.ts:13:21  firewall-rules-filters  Firewall Rules API`));
  expect(r.stdout).not.toContain('status-page.ts');
  expect(r.stderr).toMatch(/5 files, 3 would be modified, 2 unchanged, 0 errors, 0 skipped, 1 finding \(/);
});
