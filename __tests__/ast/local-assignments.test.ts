/**
 * localAssignments where the function declares the name more than once: the declaration JavaScript's
 * scopes give the place asked about (scope.ts's declarationsAt), and the assignments that reach it.
 * Each case writes `probe(body)` once; the answer is the line of the declarator found there and the
 * lines of the assignments that reach it, or undefined. A namespace's block, a block declaring the
 * name again, and a `let` beside a `var` were unknown while block-scope.ts answered (its own rule
 * for blocks); they get JavaScript's answer now. A catch parameter hides the function's variable.
 */
import jscodeshift, { type ASTPath } from 'jscodeshift';
import { localAssignments } from '../../src/ast/bindings';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;

function seen(code: string, file = 'x.ts'): { declarator: number; assignments: number[] } | undefined {
  const root = j(parseForEdit(code, file));
  const probe = root.find(j.CallExpression, { callee: { type: 'Identifier', name: 'probe' } }).paths()[0] as ASTPath;
  const found = localAssignments({ j, root }, probe.get('arguments', 0), 'body');
  return found && { declarator: found.declarator.value.loc!.start.line, assignments: found.assignments.map((a) => a.value.loc!.start.line) };
}

describe('localAssignments among sibling blocks', () => {
  test.each<[string, string, { declarator: number; assignments: number[] } | undefined]>([
    [
      'the case block that holds the place',
      "function f(k) {\n  switch (k) {\n    case 'a': { let body = 1; body = 2; break; }\n    case 'b': { let body = 3;\n      body = 4;\n      probe(body); }\n  }\n}",
      { declarator: 4, assignments: [5] },
    ],
    ['the branch of an if', 'function f(k) {\n  if (k) {\n    const body = 1;\n  } else {\n    const body = 2;\n    probe(body);\n  }\n}', { declarator: 5, assignments: [] }],
    ['after both blocks: none of them', 'function f(k) {\n  if (k) { const body = 1; } else { const body = 2; }\n  probe(body);\n}', undefined],
    [
      'a block declaring it again inside the one that holds the place: not where the place is',
      'function f(k) {\n  if (k) {\n    const body = 1;\n    { const body = 2; }\n    probe(body);\n  } else { const body = 3; }\n}',
      { declarator: 3, assignments: [] },
    ],
    [
      'inside the inner block that declares it again',
      'function f(k) {\n  if (k) {\n    const body = 1;\n    { const body = 2; probe(body); }\n  } else { const body = 3; }\n}',
      { declarator: 4, assignments: [] },
    ],
    ['a for…of head beside a block', 'function f(list) {\n  for (const body of list) probe(body);\n  { const body = 2; }\n}', { declarator: 2, assignments: [] }],
    [
      'a namespace block in a function: the namespace\'s own',
      'function f() {\n  namespace A { const body = 1; probe(body); }\n  namespace B { const body = 2; }\n}',
      { declarator: 2, assignments: [] },
    ],
    ['a let of an inner block beside a var of the function', 'function f() {\n  var body = 1;\n  { let body = 2;\n    probe(body); }\n}', { declarator: 3, assignments: [] }],
    [
      'the var itself, beside a let of an inner block: the block\'s assignment is the let\'s',
      'function f() {\n  var body = 1;\n  body = 3;\n  probe(body);\n  { let body = 2; body = 4; }\n}',
      { declarator: 2, assignments: [3] },
    ],
    ['a catch parameter of the name: the error, not the variable', 'function f() {\n  const body = 1;\n  try { g(); } catch (body) {\n    probe(body);\n  }\n}', undefined],
    ['a catch parameter of another name: the variable', 'function f() {\n  const body = 1;\n  try { g(); } catch (e) {\n    probe(body);\n  }\n}', { declarator: 2, assignments: [] }],
    [
      'a nested function declaring it again: its assignments are its own',
      'function f() {\n  let body = 1;\n  const g = () => { let body = 2; body = 5; };\n  body = 3;\n  probe(body);\n}',
      { declarator: 2, assignments: [4] },
    ],
    ['a parameter of a function in between', 'function f() {\n  const body = 1;\n  return (body) => probe(body);\n}', undefined],
    ['a variable of the module', 'const body = 1;\nfunction f() {\n  probe(body);\n}', undefined],
  ])('%s', (_name, code, expected) => {
    expect(seen(code)).toEqual(expected);
  });
});
