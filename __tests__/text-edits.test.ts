import { parseForEdit } from '../src/parse/parse';
import { insertBeforeEdit, isPristine, removePropertiesEdits, replaceWithEdits } from '../src/edit/text-edits';

const j = require('jscodeshift');
const recast = require('recast');

/** Removes the named properties of the first object literal (and inserts `code` before `before`), as written. */
function edit(source: string, remove: string[], insert?: { before: string; code: string }): string {
  const ast = parseForEdit(source, 'x.ts');
  const path = j(ast).find(j.ObjectExpression).paths()[0];
  const obj = path.value;
  const props = obj.properties.filter((p: any) => remove.includes(p.key.name));
  const edits = removePropertiesEdits(obj, props, source)!;
  if (insert) edits.push(insertBeforeEdit(obj.properties.find((p: any) => p.key.name === insert.before), insert.code, source)!);
  expect(replaceWithEdits(path, edits, source, 'x.ts')).toBe(true);
  return recast.print(ast).code;
}

describe('text edits keep the object as written', () => {
  test.each([
    ['one line, middle', 'f({ a: 1, b: 2, c: 3 });\n', ['b'], 'f({ a: 1, c: 3 });\n'],
    ['one line, last', 'f({ a: 1, b: 2 });\n', ['b'], 'f({ a: 1 });\n'],
    ['one line, all', 'f({ a: 1 });\n', ['a'], 'f({});\n'],
    ['multi-line, trailing comma kept', 'f({\n  a: 1,\n  b: {\n    x: 1,\n  },\n  c: 3,\n});\n', ['c'], 'f({\n  a: 1,\n  b: {\n    x: 1,\n  },\n});\n'],
    ['multi-line, a run at the end', 'f({\n  a: 1,\n  b: 2,\n  c: 3\n});\n', ['b', 'c'], 'f({\n  a: 1\n});\n'],
    ['a comment ending the removed entry\'s line goes with it', "f({\n  a: 1,\n  b: 2, // about b\n  c: 3,\n});\n", ['b'], "f({\n  a: 1,\n  c: 3,\n});\n"],
    ['comment lines directly above the removed entry go with it', "f({\n  a: 1,\n  // about b\n  /* more */\n  b: 2,\n  c: 3,\n});\n", ['b'], "f({\n  a: 1,\n  c: 3,\n});\n"],
    ['a comment set apart by a blank line stays', "f({\n  a: 1,\n\n  // section\n\n  b: 2,\n  c: 3,\n});\n", ['b'], "f({\n  a: 1,\n\n  // section\n\n  c: 3,\n});\n"],
    ['a run at the end keeps the comment of the last kept entry', "f({\n  a: 1, // about a\n  b: 2, // about b\n});\n", ['b'], "f({\n  a: 1, // about a\n});\n"],
    ['a run at the end, no trailing comma, kept comment', "f({\n  a: 1, // about a\n  b: 2 // about b\n});\n", ['b'], "f({\n  a: 1 // about a\n});\n"],
    ['a comment between the entry and its comma', 'f({ a: 1, b: 2 /* x */, c: 3 });\n', ['b'], 'f({ a: 1, c: 3 });\n'],
    ['nested in an indented call', 'function g() {\n  return h(\n    {\n      a: 1,\n      b: 2,\n    },\n  );\n}\n', ['a'], 'function g() {\n  return h(\n    {\n      b: 2,\n    },\n  );\n}\n'],
  ])('%s', (_name, source, remove, expected) => {
    expect(edit(source, remove)).toBe(expected);
  });
  test('an inserted property takes the layout of the one it goes before', () => {
    expect(edit("f({\n  type: 'SRV',\n  data: {\n    port,\n  },\n});\n", [], { before: 'data', code: "name: 'x'" })).toBe(
      "f({\n  type: 'SRV',\n  name: 'x',\n  data: {\n    port,\n  },\n});\n",
    );
  });
  test('a node edited in the tree is not replaced from its stale text', () => {
    const source = 'f({ a: 1, b: 2 });\n';
    const ast = parseForEdit(source, 'x.ts');
    const path = j(ast).find(j.ObjectExpression).paths()[0];
    expect(isPristine(path.value)).toBe(true);
    path.value.properties.pop();
    expect(isPristine(path.value)).toBe(false);
    expect(replaceWithEdits(path, [], source, 'x.ts')).toBe(false);
  });
});
