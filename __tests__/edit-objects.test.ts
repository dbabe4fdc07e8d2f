import { setObjectProperties } from '../src/edit/objects';
import { quoted } from '../src/edit/literals';
import { parseForEdit } from '../src/parse/parse';
import { loadRecast } from '../src/parse/parse';

const j = require('jscodeshift');

/** Drops `drop` from the first object literal and adds `add` texts in front; prints the file. */
function edit(source: string, drop: string, add: string[] = []): string {
  const root = j(parseForEdit(source, 'x.ts'));
  const object = root.find(j.ObjectExpression).paths()[0].value;
  const kept = object.properties.filter((p: any) => (p.key.name ?? p.key.value) !== drop);
  expect(setObjectProperties({ j, root, file: { path: 'x.ts', source } }, object, [...add, ...kept])).toBe(true);
  return loadRecast().print(root.get().value, { quote: 'single' }).code;
}

describe('setObjectProperties keeps an object literal\'s layout', () => {
  test('one line stays one line', () => {
    expect(edit("f({ Authorization: token, 'Content-Type': 'application/json' });", 'Content-Type')).toBe('f({ Authorization: token });');
    expect(edit('x = {a, b};', 'b', ['c: 1'])).toBe('x = {c: 1, a};');
  });
  test('several lines keep their indentation and trailing comma', () => {
    const source = 'function f() {\n  return g({\n    a: 1,\n    b: 2,\n  });\n}\n';
    expect(edit(source, 'a', ["type: 'x'"])).toBe("function f() {\n  return g({\n    type: 'x',\n    b: 2,\n  });\n}\n");
  });
  test('declines when comments sit between the properties', () => {
    const source = 'x = {\n  // why\n  a: 1,\n};';
    const root = j(parseForEdit(source, 'x.ts'));
    const object = root.find(j.ObjectExpression).paths()[0].value;
    expect(setObjectProperties({ j, root, file: { path: 'x.ts', source } }, object, [])).toBe(false);
  });
  test('new string texts follow the file\'s quotes', () => {
    expect(quoted('a("x"); b("y")', 'bookmark')).toBe('"bookmark"');
    expect(quoted("a('x')", 'bookmark')).toBe("'bookmark'");
  });
  test('the file\'s quote is its string literals\', not the quotes in its comments or templates', () => {
    expect(quoted('// don\'t, it\'s, can\'t\na("x");', 'bookmark')).toBe('"bookmark"');
    expect(quoted("const t = `\"a\" \"b\"`;\nf('x');", 'bookmark')).toBe("'bookmark'");
  });
});
