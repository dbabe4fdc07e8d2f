/**
 * Untouched code is not reprinted because a traversal visited it. An ast-types traversal
 * (jscodeshift's `find`) writes default field values into the nodes it walks; recast compares the
 * tree with its original copy, and a regular expression's default `value` (a RegExp, a new one each
 * time) made every regular expression literal count as changed. A `return` statement with any
 * change inside is printed anew as a whole: `return /* note *\/ (function () { … })()` gained
 * parentheses and the whole function was re-indented, far from the edit.
 */
import { processSource } from '../src/runner/process';
import { parseForEdit, loadRecast } from '../src/parse/parse';
import { registry } from '../transforms';

const BEFORE = 'https://api.cloudflare.com/client/v4/zones/z1/script_monitor/scripts';
const AFTER = 'https://api.cloudflare.com/client/v4/zones/z1/page_shield/scripts';

/**
 * A bundle in the style of webpack's output: `return /* … *\/ (function (exports) { … })({})` with
 * regular expressions inside, its statements at the margin and their bodies indented with tabs. A
 * reprint indents the statements at the margin, while the tab-indented lines come out as wide, so the
 * changes are many small blocks far apart: too many for the text repair to put back.
 */
function bundle(helpers: number): string {
  const lines = ['var library = (function () {', 'return /* bundled */ (function (exports) {'];
  for (let n = 0; n < helpers; n++) {
    lines.push(`exports.clean${n} = function (text) {`, `\treturn text.replace(/[<>&]+/g, '-${n}');`, '};');
  }
  lines.push('return exports;', '})({});', '})();', '');
  return lines.join('\n');
}

const callAtEnd = `\nfetch('${BEFORE}', { method: 'GET' });\n`;

describe('a traversal does not make untouched code print anew', () => {
  it('changes only the endpoint when a bundle with regular expressions sits above the call', () => {
    const input = bundle(80) + callAtEnd;
    const result = processSource({ input, filePath: 'vendor/library.js', transforms: registry, options: { markers: true, config: {}, displayPath: 'library.js' } });
    expect(result.error).toBeUndefined();
    expect(result.changedBy).toEqual(['page-shield-route']);
    expect(result.output).toBe(input.replace(BEFORE, AFTER));
  });

  it('prints a traversed tree as it was parsed, edit aside, before any text repair', () => {
    const input = `${bundle(2)}var endpoint = '${BEFORE}';\n`;
    const ast = parseForEdit(input, 'small.js');
    const j = require('jscodeshift');
    // A full traversal, as every transform's `find` does, then one edit far from the bundle.
    j(ast)
      .find(j.StringLiteral, { value: BEFORE })
      .forEach((p: any) => {
        p.node.value = AFTER;
      });
    expect(loadRecast().print(ast).code).toBe(input.replace(BEFORE, AFTER).replace(`'${AFTER}'`, `"${AFTER}"`));
  });

  it('keeps a regular expression this runtime cannot build: its value is null, its text unchanged', () => {
    // Pattern modifiers `(?i:…)` parse with Babel; Node 20 cannot build them.
    const input = `var tag = /(?i:ab)c/;\nfetch('${BEFORE}');\n`;
    const result = processSource({ input, filePath: 'modifiers.js', transforms: registry, options: { markers: true, config: {}, displayPath: 'modifiers.js' } });
    expect(result.error).toBeUndefined();
    expect(result.output).toBe(input.replace(BEFORE, AFTER));
  });

  // The walk that shares the default is skipped when the parse's tokens hold no regular expression:
  // every grammar's regular expression literal must still get it, wherever it is written.
  it.each([
    ['a.js', 'const ok = (s) => /^a+$/.test(s);\n'],
    ['a.jsx', 'const el = <input pattern={/x/.source} />;\n'],
    ['a.ts', 'class C { re: RegExp = /b/g; f(x = /c/): void {} }\n'],
    ['a.tsx', 'const el = <i title={`${/d/}`} />;\n'],
    ['a.mjs', 'export default function () { return /e/; }\n'],
  ])('gives a regular expression in %s its shared default', (file, input) => {
    // A plain walk: an ast-types traversal would write a default of its own.
    const found: Array<{ value?: unknown; original?: { value?: unknown } }> = [];
    const walk = (x: unknown): void => {
      if (x === null || typeof x !== 'object') return;
      if ((x as { type?: string }).type === 'RegExpLiteral') found.push(x as (typeof found)[number]);
      for (const [key, child] of Object.entries(x)) if (key !== 'loc' && key !== 'tokens' && key !== 'original') walk(child);
    };
    walk(parseForEdit(input, file));
    expect(found.length).toBeGreaterThan(0);
    for (const node of found) {
      expect(Object.prototype.hasOwnProperty.call(node, 'value')).toBe(true);
      expect(node.original?.value).toBe(node.value);
    }
  });
});
