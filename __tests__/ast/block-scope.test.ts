/**
 * localAssignments where the function declares the name more than once (src/ast/block-scope.ts): the
 * `let` / `const` whose block holds the place asked about, and the assignments inside that block.
 * Each case writes `probe(body)` once; the answer is the line of the declarator found there and the
 * lines of the assignments that reach it, or undefined. The last cases pin what it answers where
 * JavaScript's scopes (scope.ts's declarationsAt) would say more: a namespace's block, and a `let` of
 * an inner block beside a `var` of the function. Both are left unknown today.
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
      'a block declaring it again inside the one that holds the place',
      'function f(k) {\n  if (k) {\n    const body = 1;\n    { const body = 2; }\n    probe(body);\n  } else { const body = 3; }\n}',
      undefined,
    ],
    ['a for…of head beside a block', 'function f(list) {\n  for (const body of list) probe(body);\n  { const body = 2; }\n}', { declarator: 2, assignments: [] }],
    [
      'a namespace block in a function: its block is not one here, so both are seen',
      'function f() {\n  namespace A { const body = 1; probe(body); }\n  namespace B { const body = 2; }\n}',
      undefined,
    ],
    ['a let of an inner block beside a var of the function', 'function f() {\n  var body = 1;\n  { let body = 2;\n    probe(body); }\n}', undefined],
    ['the var itself, beside a let of an inner block', 'function f() {\n  var body = 1;\n  probe(body);\n  { let body = 2; }\n}', undefined],
  ])('%s', (_name, code, expected) => {
    expect(seen(code)).toEqual(expected);
  });
});
