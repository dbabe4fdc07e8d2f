/**
 * Minified and compiled files found in folders are skipped with their reason (a committed bundle
 * holding the API host costs seconds and hundreds of MiB to parse, for edits nobody wants); a file
 * named on the command line, or any file under --no-skip-minified, is visited; a hand-written file
 * with one long line is visited.
 */
import * as fs from 'fs';
import * as path from 'path';
import { minifiedReason } from '../src/runner/minified';
import { cli, read, tempDir } from './helpers/cli';
import { parseReport } from './helpers/reports';

const API = 'https://api.cloudflare.com/client/v4';
const CALL = `var cfu="${API}/zones/z/script_monitor/scripts";fetch(cfu);`;
/** A real minified file that ships with a dependency: one line of 60 KB. */
const MINIFIED = fs.readFileSync(path.join(__dirname, '..', 'node_modules', 'yargs', 'build', 'index.cjs'), 'utf8');
/** A bundle as a build writes it: minified code, the call somewhere inside, no line breaks. */
const BUNDLE = `!function(){${MINIFIED.replace(/\n/g, ';')}${CALL}}();\n`;
/** A small one, quick to parse for the runs that visit it. */
const SMALL_BUNDLE = `!function(){${Array.from({ length: 40 }, (_, i) => `var f${i}=function(e,t){return e&&t?e+t:${i}};`).join('')}${CALL}}();\n`;

/** Hand-written code around one long line of data. */
const handWritten = (longLine: string): string =>
  [
    `const API = '${API}';`,
    '',
    '// The logo, inlined so that the page needs no second request.',
    longLine,
    '',
    'export async function scripts(zone) {',
    '  const res = await fetch(`${API}/zones/${zone}/script_monitor/scripts`);',
    '  return res.json();',
    '}',
    '',
  ].join('\n');
const BASE64_LINE = `export const LOGO = 'data:image/png;base64,${Buffer.alloc(6000, 'cf-codemod').toString('base64')}';`;
const TABLE_LINE = `export const TABLE = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => ({ id: i, name: `zone-${i}`, plan: i % 3 ? 'free' : 'pro' })))};`;
const REGEX_LINE = `export const HOSTS = /^(?:${Array.from({ length: 300 }, (_, i) => `host${i}\\.example\\.(?:com|net)`).join('|')})$/;`;

describe('minifiedReason', () => {
  test('a minified file is minified, whatever its name', () => {
    expect(minifiedReason(MINIFIED)).toMatch(/^minified: \d+% of it in lines of 1000\+ characters$/);
    expect(minifiedReason(BUNDLE)).toMatch(/^minified: /);
  });

  test('a file that ends with a sourceMappingURL comment is generated (a line or a block comment, with or without a newline)', () => {
    const compiled = '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.a = 1;\n';
    for (const footer of ['//# sourceMappingURL=a.js.map\n', '//# sourceMappingURL=a.js.map', '/*# sourceMappingURL=a.css.map */\n\n', '//@ sourceMappingURL=a.js.map\n']) {
      expect(minifiedReason(compiled + footer)).toBe('generated: ends with a sourceMappingURL comment (its source is elsewhere)');
    }
  });

  test('hand-written files are not: long data lines (a base64 string, a JSON table, a long regular expression), or the words elsewhere than the last line', () => {
    for (const line of [BASE64_LINE, TABLE_LINE, REGEX_LINE]) {
      expect(line.length).toBeGreaterThan(5000);
      expect(minifiedReason(handWritten(line))).toBeUndefined();
    }
    const mentions = "const footer = '//# sourceMappingURL=' + name + '.map';\nexport default footer;\n";
    expect(minifiedReason(mentions)).toBeUndefined();
    expect(minifiedReason('')).toBeUndefined();
    // One long line of code among many ordinary ones is a long line, not a minified file.
    const ordinary = Array.from({ length: 200 }, (_, i) => `export const value${i} = compute(${i}, 'argument');`).join('\n');
    const oneLongCall = `register(${Array.from({ length: 80 }, (_, i) => `() => step${i}()`).join(', ')});`;
    expect(oneLongCall.length).toBeGreaterThan(1000);
    expect(minifiedReason(`${ordinary}\n${oneLongCall}\n${ordinary}\n`)).toBeUndefined();
  });

  test('it reads the text once, fast enough for every candidate file', () => {
    const big = BUNDLE.repeat(10);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 10; i++) minifiedReason(big);
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / 10;
    expect(big.length).toBeGreaterThan(600_000);
    expect(ms).toBeLessThan(100); // parsing it takes seconds
  });
});

describe('the command on a tree with a committed bundle', () => {
  const files = {
    'dist/index.js': BUNDLE,
    'src/logo.js': handWritten(BASE64_LINE),
    'src/table.mjs': handWritten(TABLE_LINE),
  };
  const reportOf = (stdout: string) => parseReport(stdout) as { files: any[]; summary: any };
  const fileIn = (report: { files: any[] }, p: string) => report.files.find((f) => f.path === p);

  test('the bundle is skipped with its reason (JSON and human); the hand-written files with long lines are migrated', () => {
    const dir = tempDir(files);
    const json = cli(dir, ['--dry', '--json', '-t', 'page-shield-route', '.']);
    expect(json.code).toBe(0);
    const report = reportOf(json.stdout);
    expect(fileIn(report, 'dist/index.js')).toEqual({
      path: 'dist/index.js',
      status: 'skipped',
      transforms: [],
      reason: expect.stringMatching(/^minified: \d+% of it in lines of 1000\+ characters; --no-skip-minified visits it$/),
    });
    expect(fileIn(report, 'src/logo.js').status).toBe('modified');
    expect(fileIn(report, 'src/table.mjs').status).toBe('modified');
    expect(report.summary).toMatchObject({ files: 3, modified: 2, skipped: 1 });

    const human = cli(dir, ['--dry', '-t', 'page-shield-route', '.']);
    expect(human.code).toBe(0);
    expect(human.stderr).toMatch(/^skipped {2}dist\/index\.js: minified: \d+% of it in lines of 1000\+ characters; --no-skip-minified visits it$/m);
    expect(human.stderr).toContain('3 files, 2 would be modified, 0 unchanged, 0 errors, 1 skipped');
    expect(human.stdout).toContain('+++ b/src/logo.js');
    expect(human.stdout).not.toContain('dist/index.js');
  });

  test('--no-skip-minified visits it; so does naming it on the command line', () => {
    const small = { ...files, 'dist/index.js': SMALL_BUNDLE };
    expect(minifiedReason(SMALL_BUNDLE)).toMatch(/^minified: /);
    for (const args of [['--no-skip-minified', '.'], ['dist/index.js']]) {
      const dir = tempDir(small);
      const r = cli(dir, ['--dry', '--json', '-t', 'page-shield-route', ...args]);
      expect(r.code).toBe(0);
      expect(fileIn(reportOf(r.stdout), 'dist/index.js')).toEqual({ path: 'dist/index.js', status: 'modified', transforms: ['page-shield-route'] });
    }
    const dir = tempDir(small);
    expect(cli(dir, ['-t', 'page-shield-route', '--no-skip-minified']).code).toBe(0);
    expect(read(dir, 'dist/index.js')).toBe(SMALL_BUNDLE.replace('script_monitor', 'page_shield'));
  });

  test('compiled output with a source map is skipped; its source is migrated', () => {
    const dir = tempDir({
      'src/a.ts': `export const url = '${API}/zones/abc/script_monitor/scripts';\n`,
      'lib/a.js': `"use strict";\nexports.url = '${API}/zones/abc/script_monitor/scripts';\n//# sourceMappingURL=a.js.map\n`,
    });
    const report = reportOf(cli(dir, ['--dry', '--json', '-t', 'page-shield-route']).stdout);
    expect(fileIn(report, 'lib/a.js')).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^generated: ends with a sourceMappingURL comment/) });
    expect(fileIn(report, 'src/a.ts').status).toBe('modified');
  });

  test('--help documents the option', () => {
    const r = cli(tempDir({}), ['--help']);
    expect(r.stdout).toContain('--skip-minified');
  });
});
