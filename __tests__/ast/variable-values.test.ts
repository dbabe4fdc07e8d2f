/**
 * variableValues: the values a `let` or `var` takes in its function, in source order, or undefined when
 * it may hold anything else there. Each case declares `v` once in `f`; the answer is the source text of
 * each value, or undefined. writtenOnce (below): whether the declaration a read of `v` sees keeps its first value.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { enclosingFunction, variableValues, writtenOnce } from '../../src/ast/bindings';
import { declarationsAt } from '../../src/ast/scope';
import { nodeIndex } from '../../src/ast/node-index';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

function values(code: string): string[] | undefined {
  const root = j(parseForEdit(code, 'x.ts'));
  const index = nodeIndex(j, root);
  const declarator = index.of('VariableDeclarator').find((p) => p.value.id.type === 'Identifier' && p.value.id.name === 'v') as ASTPath<any>;
  const scope = enclosingFunction(declarator)?.value ?? root.get().value;
  return variableValues({ j, root }, scope, declarator)?.map(({ value }) => code.slice((value as any).start, (value as any).end));
}

describe('variableValues', () => {
  test.each([
    ['no initialiser, one value per branch', 'function f(c) {\n  let v;\n  if (c) v = a();\n  else v = b();\n  use(v.x);\n}', ['a()', 'b()']],
    ['an initialiser, then an assignment', 'function f(c) {\n  let v = a();\n  if (c) v = b();\n  return v;\n}', ['a()', 'b()']],
    ['an assignment in a nested function', 'function f() {\n  let v;\n  run(() => { v = a(); });\n}', ['a()']],
    ['var, at the top of a script', 'var v = a();\nv = b();', ['a()', 'b()']],
    ['never given a value', 'function f() {\n  let v;\n  return v;\n}', []],
    ['a const is not one', 'function f() {\n  const v = a();\n}', undefined],
    ['+=', 'function f() {\n  let v = a();\n  v += b();\n}', undefined],
    ['++', 'function f() {\n  let v = 0;\n  v++;\n}', undefined],
    ['a destructuring target', 'function f(o) {\n  let v;\n  [v] = o;\n}', undefined],
    ['a destructured property target', 'function f(o) {\n  let v;\n  ({ k: v } = o);\n}', undefined],
    ['a for…of target', 'function f(list) {\n  let v;\n  for (v of list) use(v);\n}', undefined],
    ['declared again in a nested function', 'function f() {\n  let v = a();\n  run(() => { const v = b(); use(v); });\n}', undefined],
    ['a parameter of a nested function', 'function f(list) {\n  let v = a();\n  list.map((v) => v.x);\n}', undefined],
    ['a catch parameter', 'function f() {\n  let v = a();\n  try { g(); } catch (v) { use(v); }\n}', undefined],
  ])('%s', (_name, code, expected) => {
    expect(values(code)).toEqual(expected);
  });
});

/** writtenOnce of the declaration of `v` (a declarator or a parameter) seen from the first `use(v)`. */
function once(code: string): boolean {
  const root = j(parseForEdit(code, 'x.ts'));
  const index = nodeIndex(j, root);
  const use = index.of('Identifier').find((p) => p.value.name === 'v' && p.parent?.value.type === 'CallExpression')!;
  const found = declarationsAt(index, use, 'v');
  return found.length === 1 && writtenOnce({ j, root }, found[0]);
}

describe('writtenOnce', () => {
  test.each([
    ['a const', 'function f() {\n  const v = a();\n  use(v);\n}', true],
    ['a let never written again', 'function f() {\n  let v = a();\n  use(v);\n}', true],
    ['a parameter never written', 'function f(v) {\n  use(v);\n}', true],
    ['a let without initialiser', 'function f() {\n  let v;\n  use(v);\n}', false],
    ['a let assigned again', 'function f() {\n  let v = a();\n  use(v);\n  v = b();\n}', false],
    ['a let written by an array pattern', 'function f(o) {\n  let v = a();\n  use(v);\n  [v] = o;\n}', false],
    ['a parameter written by an object pattern', 'function f(v, o) {\n  use(v);\n  ({ v } = o);\n}', false],
    ['a parameter written by a for…in head', 'function f(v, o) {\n  use(v);\n  for (v in o) g();\n}', false],
    ['a parameter written in a nested function', 'function f(v) {\n  use(v);\n  run(() => { v++; });\n}', false],
    ['a function name', 'function v() {}\nuse(v);', false],
  ])('%s', (_name, code, expected) => {
    expect(once(code)).toBe(expected);
  });
});
