import type { ASTPath, ConditionalExpression } from 'jscodeshift';
import { unwrap } from '../ast/syntax';
import { declarationsAt } from '../ast/scope';
import { decideAll, prefixTest } from './prefix-tests';
import { evaluate, union, type Question } from './question';
import type { Value } from './value';

/*
 * What a conditional holds (docs/value-flow.md, "Tests decided by the values"): both branches, unless
 * its test asks how a string starts (prefix-tests.ts) and every value the string may hold decides it
 * the same way: then only the branch taken. A prefix test the values do not decide (a parameter's
 * hole) marks each branch's values with the test and the answer it is taken on (`when`), which a
 * call binding the parameter decides (invoke.ts) and the template question reads (templates.ts).
 */

export function conditionalValues(q: Question, path: ASTPath<ConditionalExpression>, depth: number): Value[] {
  const node = path.value;
  const next = (p: ASTPath): Value[] => evaluate(q, p, depth + 1);
  const test = prefixTest(path.get('test'));
  if (!test) return union(q, node, next(path.get('consequent')), next(path.get('alternate')));
  const subject = next(test.subject);
  const answer = decideAll(test, subject);
  if (answer !== undefined) return next(path.get(answer ? 'consequent' : 'alternate'));
  const tested = unwrap(test.subject.value);
  const declared = tested?.type === 'Identifier' ? declarationsAt(q.index, test.subject, tested.name)[0]?.id : undefined;
  const { prefix, whenStarts, exact } = test;
  const mark = (found: Value[], taken: boolean): Value[] =>
    found.map((v) => (v.when ? v : { ...v, when: { conditional: node, prefix, whenStarts, exact, taken, subject, ...(declared ? { declared } : {}) } }));
  return union(q, node, mark(next(path.get('consequent')), true), mark(next(path.get('alternate')), false));
}
