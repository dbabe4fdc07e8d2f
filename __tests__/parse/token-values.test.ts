/**
 * parseForEdit gives one-line tokens their text before recast does (src/parse/token-values.ts): every
 * token's value must be what recast's own slice of its line list gives, whatever the indentation,
 * line endings or separators around it.
 */
import * as babel from '@babel/parser';
import * as recast from 'recast';
import { parseForEdit } from '../../src/parse/parse';
import { babelOptions, dialectFor } from '../../src/parse/babel-options';
import { withOwnSeparators } from '../../src/parse/positions';

/** The token values recast gives itself, from the same parse without the filled values. */
function recastValues(source: string, file: string): unknown[] {
  const opts = babelOptions(dialectFor(file), 'module');
  const tree = recast.parse(source, { parser: { parse: (code: string) => babel.parse(withOwnSeparators(code, source), opts) } });
  return (tree.tokens as Array<{ value: unknown }>).map((t) => t.value);
}

const values = (source: string, file: string): unknown[] => (parseForEdit(source, file).tokens as Array<{ value: unknown }>).map((t) => t.value);

const CASES: Array<[string, string, string]> = [
  ['tab-indented punctuation', 'a.js', 'if (a) {\n\tif (b) {\n\t\tcall(x[0], { y: 1 });\n\t}\n}\n'],
  ['tabs and spaces mixed in the indentation', 'a.js', 'function f() {\n \t  return a ?? b;\n\t \treturn c?.d;\n}\n'],
  ['a tab inside a regular expression and a line', 'a.js', "const r = /a\tb/g;\tconst n = 0x1F + 1e3 + 10n;\n\tconst s = r.test('x') ? 1 : 2;\n"],
  ['CRLF line endings', 'a.ts', 'export const f = (a: number): number => {\r\n\treturn a * 2;\r\n};\r\n'],
  ['a lone CR', 'a.js', 'let a = 1;\rlet b = [a, 2];\r'],
  ['line and paragraph separators in strings', 'a.js', "const s = 'a\u2028b';\nconst t = \"c\u2029d\" + (1);\n"],
  ['multi-line templates with tabs', 'a.ts', 'const t = `line\n\t${a + b}\n\t\tmore ${c}`;\n\tconst u = tag`x\\u{zz}\n${1}`;\n'],
  ['JSX and generics', 'a.tsx', 'const C = <T,>(p: { a: T[] }) => (\n\t<div className="x">{p.a.length}</div>\n);\n'],
  ['comments and a non-breaking space in the indentation', 'a.js', '/* a\n\t b */\n\u00a0\tcall(/* c */ 1);\n// d\n'],
  ['a byte order mark stripped before, and vertical tab and form feed', 'a.js', '\u000b\u000cf(1);\n\t\u000bg[2] = 3;\n'],
];

describe('token values', () => {
  test.each(CASES)('%s', (_name, file, source) => {
    expect(values(source, file)).toEqual(recastValues(source, file));
  });
});
