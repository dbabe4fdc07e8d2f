/**
 * Component files (`.vue`, `.svelte`, `.astro`) are visited by default: the code of their script
 * blocks is transformed in place and every other byte is kept (src/parse/script-blocks.ts,
 * src/runner/script-files.ts). Through the built command, as a user runs it. The whole-project case
 * (imports, decoys, a second run) is __testfixtures__/project/component-files.
 */
import * as path from 'path';
import { spawnSync } from 'child_process';
import { cli, read, readBytes, tempDir } from './helpers/cli';
import { parseReport } from './helpers/reports';

const BROTLI_CALL = [
  'async function save(zoneId: string) {',
  "  await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });",
  '}',
];
const MARKER = '// cf-codemod(brotli-setting): brotli can no longer be turned off';

const VUE = ['<template>', '  <button @click="save(zone)">Save</button>', '</template>', '', '<script setup lang="ts">', ...BROTLI_CALL, '</script>', ''].join('\n');

test('--check fails on a component that turns off a removed setting, with the file\'s own line numbers', () => {
  const dir = tempDir({ 'src/Settings.vue': VUE });
  const r = cli(dir, ['--check', '--json', '.']);
  expect(r.code).toBe(1);
  const report = parseReport(r.stdout);
  expect(report.files).toEqual([expect.objectContaining({ path: 'src/Settings.vue', status: 'modified' })]);
  expect(report.findings).toEqual([expect.objectContaining({ path: 'src/Settings.vue', line: 7, column: 9, transform: 'brotli-setting' })]);
  expect(read(dir, 'src/Settings.vue')).toBe(VUE);
});

test('--print shows the whole file; a writing run puts the marker inside the block and a second run changes nothing', () => {
  const dir = tempDir({ 'src/Settings.vue': VUE });
  const printed = cli(dir, ['--print', '.']);
  expect(printed.stdout.startsWith('<template>\n  <button @click="save(zone)">Save</button>\n</template>\n\n<script setup lang="ts">\nasync function save')).toBe(true);
  expect(printed.stdout).toContain(MARKER);
  expect(printed.stdout).toContain("JSON.stringify({ value: 'off' }) });\n}\n</script>\n");
  expect(cli(dir, ['--force', '.']).code).toBe(0);
  const written = read(dir, 'src/Settings.vue');
  expect(written.split('\n').slice(0, 6)).toEqual(VUE.split('\n').slice(0, 6));
  expect(written.split('\n')[6]).toContain(MARKER.slice(3));
  expect(written.split('\n').slice(7).join('\n')).toBe(VUE.split('\n').slice(6).join('\n'));
  const again = cli(dir, ['--check', '--json', '.']);
  expect(parseReport(again.stdout).files).toEqual([expect.objectContaining({ path: 'src/Settings.vue', status: 'unchanged' })]);
});

test('Svelte and Astro blocks, JavaScript and TypeScript, several in one file: each transformed, the rest byte for byte (CRLF and BOM kept)', () => {
  const svelte = [
    '<script context="module" lang="ts">',
    "  export const API: string = 'https://api.cloudflare.com/client/v4';",
    '  export const list = (zone: string) => fetch(`${API}/zones/${zone}/script_monitor/scripts`);',
    '</script>',
    '<script>',
    "  const BASE = 'https://api.cloudflare.com/client/v4';",
    '  export let zone;',
    '  const pending = fetch(`${BASE}/zones/${zone}/script_monitor/scripts`);',
    '</script>',
    '<p title="https://api.cloudflare.com/client/v4/zones/x/script_monitor/scripts">{zone}</p>',
    '',
  ].join('\r\n');
  const astro = [
    '---',
    'const zone: string = Astro.params.zone!;',
    'const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/script_monitor/scripts`);',
    '---',
    '<p>/zones/{zone}/script_monitor/scripts</p>',
    '<script is:inline>',
    "  fetch('https://api.cloudflare.com/client/v4/zones/' + window.zone + '/script_monitor/scripts');",
    '</script>',
    '',
  ].join('\n');
  const dir = tempDir({ 'Scripts.svelte': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(svelte)]), 'page.astro': astro });
  const r = cli(dir, ['--force', '--json', '.']);
  expect(r.code).toBe(0);
  const bytes = readBytes(dir, 'Scripts.svelte');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString()).toBe(svelte.replace(/\$\{zone\}\/script_monitor/g, '${zone}/page_shield'));
  expect(read(dir, 'page.astro')).toBe(astro.replace('${zone}/script_monitor', '${zone}/page_shield').replace("+ '/script_monitor", "+ '/page_shield"));
});

test('a block that cannot be parsed is an error naming the block and its place in the file; the other files are still done', () => {
  const broken = ['<template><p>x</p></template>', '<script>', 'const ok = 1;', "fetch('https://api.cloudflare.com/client/v4/zones/' + id + '/script_monitor/scripts', {", '</script>', ''].join('\n');
  const dir = tempDir({ 'Broken.vue': broken, 'Good.vue': VUE });
  const r = cli(dir, ['--dry', '--json', '.']);
  expect(r.code).toBe(3);
  const report = parseReport(r.stdout);
  const failed = report.files.find((f: { path: string }) => f.path === 'Broken.vue');
  expect(failed).toMatchObject({ status: 'error' });
  expect(failed.error).toBe('<script> block (line 2): could not parse: Unexpected token (5:1)');
  expect(report.files.find((f: { path: string }) => f.path === 'Good.vue')).toMatchObject({ status: 'modified' });
  expect(read(dir, 'Broken.vue')).toBe(broken);
});

test('TypeScript in a block without lang="ts": the error says to mark the tag, not to rename the file', () => {
  // `as` is TypeScript's alone (annotations alone would read as Flow, which a JavaScript block may hold).
  const typed = VUE.replace('<script setup lang="ts">', '<script setup>').replace('async function save(zoneId: string) {', 'async function save(zoneId) {\n  const id = zoneId as string;');
  const dir = tempDir({ 'Typed.vue': typed });
  const r = cli(dir, ['--check', '--json', '.']);
  expect(r.code).toBe(3);
  expect(parseReport(r.stdout).files[0].error).toMatch(/^<script setup> block \(line 5\): could not parse: Missing semicolon\. \(7:20\): TypeScript syntax in a script block read as JavaScript \(no lang="ts" on its tag\)$/);
  expect(read(dir, 'Typed.vue')).toBe(typed);
});

test('a waiver inside a block waives its finding; an unused one is told at its line in the file', () => {
  const waived = VUE.replace('  await fetch(', '  // cf-codemod-ignore: turned off on purpose\n  await fetch(').replace('<template>', '<template>\n  <!-- a note -->');
  const unused = ['<script>', '// cf-codemod-ignore', 'export const a = 1; // script_monitor api.cloudflare.com', '</script>', ''].join('\n');
  const dir = tempDir({ 'Waived.vue': waived, 'Unused.vue': unused });
  const r = cli(dir, ['--check', '--json', '.']);
  const report = parseReport(r.stdout);
  expect(report.findings).toEqual([expect.objectContaining({ path: 'Waived.vue', line: 9, waived: true })]);
  expect(JSON.stringify(report)).toContain('"path":"Unused.vue","line":2,"column":4');
  expect(read(dir, 'Waived.vue')).toBe(waived);
});

test('--extensions without them leaves components out; external scripts and template text are not code', () => {
  const external = ['<script src="https://api.cloudflare.com/client/v4/zones/x/settings/brotli"></script>', '<template><p>{{ fetch(`https://api.cloudflare.com/client/v4/zones/${z}/settings/brotli`, { method: "PATCH" }) }}</p></template>', ''].join('\n');
  const dir = tempDir({ 'Settings.vue': VUE, 'External.vue': external });
  expect(cli(dir, ['--check', '--extensions', 'ts', '.']).code).toBe(0);
  const r = cli(dir, ['--check', '--json', '.']);
  expect(parseReport(r.stdout).files.find((f: { path: string }) => f.path === 'External.vue')).toMatchObject({ status: 'unchanged' });
});

test('the jscodeshift route: with --extensions=vue a transform works on the blocks the same way', () => {
  const dir = tempDir({ 'Settings.vue': VUE });
  const ROOT = path.join(__dirname, '..');
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'jscodeshift', 'bin', 'jscodeshift.js'), '--run-in-band', '--no-babel', '--extensions=vue', '-t', path.join(ROOT, 'dist', 'transforms', 'brotli-setting.js'), 'Settings.vue'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  expect(r.stdout).toContain('7:9 brotli-setting');
  const written = read(dir, 'Settings.vue');
  expect(written.startsWith(VUE.split('<script')[0])).toBe(true);
  expect(written).toContain(MARKER);
});
