/**
 * Byte-exact output: a writing run changes the bytes of the edit and nothing else. BOMs, CRLF,
 * lone CR, mixed line endings, U+2028 in a template literal, tabs, trailing whitespace, non-ASCII
 * identifiers and strings, a missing final newline and the file mode all survive; files that need
 * no change are not even rewritten.
 */
import * as fs from 'fs';
import * as path from 'path';
import { keepOriginalLines, revertCosmeticChanges, splitLinesKeepEnds } from '../src/runner/keep-original';
import { processSource } from '../src/runner/process';
import { registry } from '../transforms';
import { cli, listAll, readBytes, tempDir } from './helpers/cli';
import { parseReport } from './helpers/reports';

const API = 'https://api.cloudflare.com/client/v4';
const PS_BEFORE = `${API}/zones/z/script_monitor/scripts`;
const PS_AFTER = `${API}/zones/z/page_shield/scripts`;
const GW_BEFORE = 'https://cloudflare-eth.com/v1/rinkeby';
const GW_AFTER = 'https://cloudflare-eth.com/v1/sepolia';

interface Case {
  input: string;
  /** The input with exactly the intended edits applied (review-marker lines aside). */
  expected: string;
  mode?: number;
}

const pageShield = (input: string): Case => ({ input, expected: input.split(PS_BEFORE).join(PS_AFTER) });

const CASES: Record<string, Case> = {
  'bom-crlf.ts': pageShield(`\uFEFF// header\r\nconst a = 1;\r\nexport const u = '${PS_BEFORE}';\r\nconst b = 2;\r\n`),
  'crlf-no-final-newline.ts': pageShield(`const a = 1;\r\nexport const u = '${PS_BEFORE}';`),
  'lf-no-final-newline-change-in-middle.ts': pageShield(`const a = 1;\nexport const u = '${PS_BEFORE}';\nconst b = "é"`),
  'mixed-endings.js': pageShield(
    `// crlf\r\n// lf\nconst u = '${PS_BEFORE}';\nconst v = '${PS_BEFORE}';\r\n// lone cr\rconst w = 1;\r\n\r\n// end\n`,
  ),
  'lone-cr.js': pageShield(`// classic Mac line endings\rconst u = '${PS_BEFORE}';\rconst x = 1;\r`),
  'u2028-template.js': pageShield(`const sep = \`a\u2028b\u2029c\`;\nconst u = '${PS_BEFORE}';\n`),
  'non-ascii.ts': pageShield(
    [
      '// Überprüfung — 日本語 — עברית — emoji 🚀 — combining é',
      'const café = "naïve ☕", 名前 = \'値\', π = 3.14159, ŝ = `${café}\u00a0${名前}`;',
      `export const ñ = '${PS_BEFORE}'; // ✓ 🔥`,
      'export const 𝒳 = "\u{1F600}\u200d"; // astral identifier',
      '',
    ].join('\n'),
  ),
  'tabs-and-trailing-space.ts': pageShield(
    `export function f(id: string) {\t\n\tif (id) {   \n\t\treturn fetch(\n\t\t\t'${PS_BEFORE}',  \n\t\t);\n\t}\n}\n`,
  ),
  'mixed-indentation.js': pageShield(
    `function g() {\n\t  if (x) {\n  \t\tconst u = '${PS_BEFORE}';\n\t    return u;\n  }\n}\n`,
  ),
  'app.tsx': pageShield(
    `export const App = () => (\r\n\t<p title="Grüße">Prüfung ✓ {'${PS_BEFORE}'}</p>\r\n);\r\n`,
  ),
  'hardhat.config.ts': {
    // A rinkeby network entry: URL, chain id and (LF in a CRLF file) a comment line with non-ASCII.
    input:
      '\uFEFFconst config = {\r\n\tnetworks: {\r\n\t\tgateway: {\r\n' +
      `\t\t\turl: "${GW_BEFORE}", // Ethereum-Gateway — früher\n` +
      '\t\t\tchainId: 4,\r\n\t\t},\r\n\t},\r\n};\r\nexport default config;',
    expected:
      '\uFEFFconst config = {\r\n\tnetworks: {\r\n\t\tgateway: {\r\n' +
      `\t\t\turl: "${GW_AFTER}", // Ethereum-Gateway — früher\n` +
      '\t\t\tchainId: 11155111,\r\n\t\t},\r\n\t},\r\n};\r\nexport default config;',
  },
  'marker-in-tabs.ts': {
    // A finding inserts a review marker; every original line keeps its tabs and CRLF.
    input: `const c = {\r\n\tnetworks: {\r\n\t\trinkeby: {\r\n\t\t\turl: "${GW_BEFORE}",\r\n\t\t\tchainId: 4,\r\n\t\t},\r\n\t},\r\n};\r\n`,
    expected: `const c = {\r\n\tnetworks: {\r\n\t\trinkeby: {\r\n\t\t\turl: "${GW_AFTER}",\r\n\t\t\tchainId: 11155111,\r\n\t\t},\r\n\t},\r\n};\r\n`,
  },
  '.env.production': {
    input: `\uFEFFPORT=3000\r\nETH_RPC_URL=${GW_BEFORE}\r\nNAME=Jürgen\n`,
    expected: `\uFEFFPORT=3000\r\nETH_RPC_URL=${GW_AFTER}\r\nNAME=Jürgen\n`,
  },
  'run.js': { ...pageShield(`#!/usr/bin/env node\n'use strict';\nconst u = '${PS_BEFORE}';\n`), mode: 0o755 },
};

/** Files that need no change: written byte-identical and never even replaced. */
const UNTOUCHED: Record<string, string> = {
  'csp-report.js': `\uFEFF// the live CSP endpoint stays\r\nfetch('/cdn-cgi/script_monitor/report');\n`,
  'other-host.ts': `const u = 'https://example.com/zones/z/script_monitor/scripts';\r\n\t// ü\n`,
  'mainnet.js': `const rpc = 'https://cloudflare-eth.com/v1/mainnet';\r`,
};

const withoutMarkers = (text: string): string =>
  splitLinesKeepEnds(text)
    .filter((line) => !line.includes('cf-codemod('))
    .join('');

describe('a writing run keeps every byte outside the edit', () => {
  const files: Record<string, string> = { ...UNTOUCHED };
  for (const [name, c] of Object.entries(CASES)) files[name] = c.input;
  const dir = tempDir(files);
  for (const [name, c] of Object.entries(CASES)) if (c.mode) fs.chmodSync(path.join(dir, name), c.mode);
  const inodes = new Map(Object.keys(UNTOUCHED).map((name) => [name, fs.statSync(path.join(dir, name))]));
  const result = cli(dir, ['--as-of', '9999-12-31', '-t', 'page-shield-route,rinkeby-to-sepolia', '.']);

  test('the run succeeds and modifies exactly the files that needed it', () => {
    expect(result.stderr).not.toMatch(/^error/m);
    expect(result.stderr).toContain(' 0 errors, 0 skipped');
    expect(result.code).toBe(0);
    const n = Object.keys(CASES).length;
    expect(result.stderr).toContain(`${n + Object.keys(UNTOUCHED).length} files, ${n} modified`);
    expect(listAll(dir)).toEqual(Object.keys(files).sort());
  });

  test.each(Object.keys(CASES))('%s', (name) => {
    const c = CASES[name];
    const out = readBytes(dir, name);
    expect(out.equals(Buffer.from(c.input, 'utf8'))).toBe(false);
    const text = out.toString('utf8');
    expect(Buffer.from(text, 'utf8').equals(out)).toBe(true);
    // JSON.stringify makes a failing comparison show \r, U+2028 and the BOM.
    expect(JSON.stringify(withoutMarkers(text))).toBe(JSON.stringify(c.expected));
    if (c.mode) expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(c.mode);
  });

  test('the review marker is indented like the line it annotates', () => {
    const lines = splitLinesKeepEnds(readBytes(dir, 'marker-in-tabs.ts').toString('utf8'));
    const at = lines.findIndex((l) => l.includes('cf-codemod(rinkeby-to-sepolia)'));
    // Above `rinkeby: {`, the third line.
    expect(at).toBe(2);
    expect(lines[at]).toMatch(/^\t\t\/\/ cf-codemod\(rinkeby-to-sepolia\): .*\r\n$/);
    expect(lines[at + 1]).toBe('\t\trinkeby: {\r\n');
  });

  test('files that need no change are neither changed nor replaced', () => {
    for (const [name, text] of Object.entries(UNTOUCHED)) {
      expect(readBytes(dir, name).equals(Buffer.from(text, 'utf8'))).toBe(true);
      const before = inodes.get(name)!;
      const after = fs.statSync(path.join(dir, name));
      expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    }
  });

  test('a second run changes nothing', () => {
    const again = cli(dir, ['--as-of', '9999-12-31', '-t', 'page-shield-route,rinkeby-to-sepolia', '--dry', '--json', '.']);
    expect(again.code).toBe(0);
    expect(parseReport(again.stdout).summary.modified).toBe(0);
  });
});

describe('keepOriginalLines', () => {
  test('an edited line keeps its own terminator in a file of mixed endings', () => {
    expect(keepOriginalLines('a\r\nb\nc\r\n', 'a\r\nB\r\nc\r\n')).toBe('a\r\nB\nc\r\n');
  });
  test('indentation the printer re-expressed with spaces goes back to tabs, on the lines it added too', () => {
    expect(keepOriginalLines('{\n\tx(1);\n\ty(2);\n}\n', '{\n    // note\n    x(1);\n    y(3);\n}\n')).toBe(
      '{\n\t// note\n\tx(1);\n\ty(3);\n}\n',
    );
  });
  test('a line added inside a template literal keeps the printer’s spaces: they are part of the string', () => {
    const original = '{\n\tconst a = 1;\n\tx(`\n`);\n}\n';
    const printed = '{\n    const a = 1;\n    x(`\n    inner\n`);\n}\n';
    expect(keepOriginalLines(original, printed, 'a.js')).toBe('{\n\tconst a = 1;\n\tx(`\n    inner\n`);\n}\n');
    expect(keepOriginalLines('{\n\tx(1);\n}\n', '{\n    // note\n    x(1);\n}\n', 'a.js')).toBe('{\n\t// note\n\tx(1);\n}\n');
  });
  test('U+2028 and U+2029 inside a template literal are line breaks to keep, not to normalise', () => {
    expect(keepOriginalLines('`a\u2028b`;\nx(1);\n', '`a\nb`;\nx(2);\n')).toBe('`a\u2028b`;\nx(2);\n');
  });
  test('a missing final newline stays missing; an added line after it gets one', () => {
    expect(keepOriginalLines('a;\nb;', 'a;\nB;')).toBe('a;\nB;');
    expect(keepOriginalLines('a;\r\nb;', 'a;\r\nb;\r\nc;')).toBe('a;\r\nb;\r\nc;');
  });
  test('lines inserted by the edit use the printer text', () => {
    expect(keepOriginalLines('a\r\nb\r\n', 'a\r\n// m\r\nb\r\n')).toBe('a\r\n// m\r\nb\r\n');
  });
});

describe('statements recast reprints far from the edit are put back as they were written', () => {
  const URL_LINE = `const u = '${PS_BEFORE}';\n`;
  const cases: Array<[string, string]> = [
    ['a comment inside parentheses', 'if (a && (b || c === 46/*.*/)) {}\n'],
    ['parentheses around a commented multi-line call', 'function g() {\n  return (\n    /*start*/\n    h(h({},\n    /*end*/\n    x), {})\n  );\n}\n'],
    ['a chained call without semicolons', "const f = (comp) => {\n  return comp\n    .split(' ')\n    .join(' ')\n}\n"],
  ];
  test.each(cases)('%s', (_name, code) => {
    for (const input of [code + URL_LINE, URL_LINE + code]) {
      const result = processSource({ input, filePath: 'a.js', transforms: registry, options: { markers: true, config: {}, displayPath: 'a.js' } });
      expect(result.error).toBeUndefined();
      expect(result.output).toBe(input.replace('script_monitor', 'page_shield'));
    }
  });
  test('a semicolon the printer ends an edited line with goes when the file has none there', () => {
    const original = "function f(z) {\n  return get('/a/' + z + '/old')\n}\n";
    const printed = "function f(z) {\n  return get('/a/' + z + '/new');\n}\n";
    expect(revertCosmeticChanges(original, printed, 'a.js')).toBe(original.replace('old', 'new'));
    // Not at the end of its line: a statement the edit put after another stays separated.
    const joined = "function f(z) {\n  return get('/a/' + z + '/new'); g()\n}\n";
    expect(revertCosmeticChanges(original, joined, 'a.js')).toBe(joined);
  });
  test('a reprint that is not cosmetic is kept', () => {
    const original = 'a(1);\nb(2);\n';
    expect(revertCosmeticChanges(original, 'a(1);\nb(3);\n', 'a.js')).toBe('a(1);\nb(3);\n');
    expect(revertCosmeticChanges(original, '(a(1));\nb(3);\n', 'a.js')).toBe('a(1);\nb(3);\n');
    expect(revertCosmeticChanges(original, '// note\na(1);\nb(2);\n', 'a.js')).toBe('// note\na(1);\nb(2);\n');
  });
});
