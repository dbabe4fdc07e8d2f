/**
 * The value-flow layer's "runs once" (src/flow/loops.ts's mayRunAgain): whether the argument of
 * `probe(…)` may run more than once each time the function `outer` does (a loop or a callback between).
 */
import { probeIn } from '../helpers/probe';
import { mayRunAgain } from '../../src/flow/loops';
import type { ASTPath } from 'jscodeshift';

function again(code: string): boolean {
  const { at } = probeIn(code);
  let scope: ASTPath | null = at;
  while (scope && !(scope.value.type === 'FunctionDeclaration' && scope.value.id?.name === 'outer')) scope = scope.parentPath;
  return mayRunAgain(at.get('arguments', 0), scope!.value);
}

describe('may run again', () => {
  test.each([
    ['straight code', `function outer() { let r; if (ok) probe(r = found) }`, false],
    ['in a loop', `function outer() { let r; for (const x of xs) probe(r = x) }`, true],
    ['in a while', `function outer() { let r; while (more()) probe(r = next()) }`, true],
    ['in a callback', `function outer() { let r; xs.forEach((x) => probe(r = x)) }`, true],
    ['a loop outside the scope', `for (const x of xs) { function outer() { let r; probe(r = x) } }`, false],
  ])('%s', (_name, code, expected) => {
    expect(again(code)).toBe(expected);
  });
});
