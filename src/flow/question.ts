import type { ASTNode, ASTPath } from 'jscodeshift';
import type { IndexContext, NodeIndex } from '../ast/node-index';
import { MAX_VALUES, type Budget } from './budget';
import { unknown, type Value } from './value';

/*
 * One question being answered, as the parts of the layer that follow an expression see it: they ask
 * for the values of the expressions it reads through `evaluate`, which the question carries (values.ts
 * answers it, remembered and within the budget), so they need not import the module that asks them.
 */

/** What answers are remembered, per tree. */
export interface Store {
  answers: Map<ASTNode, Value[]>;
  /** A function's `return` statements, by function (returns.ts: the index's returns, grouped once per index). */
  returns: Map<ASTNode, ASTPath[]>;
}

/** One question being answered: the file, its index as it is now, what is remembered, and the cost so far. */
export interface Question {
  ctx: IndexContext;
  index: NodeIndex;
  store: Store;
  budget: Budget;
  /** Expressions being answered further up (a cycle: `const a = b, b = a`, a recursive function). */
  active: Set<ASTNode>;
  /** The values of the expression at a path, `depth` hops into the question (values.ts's evaluate). */
  ask: (path: ASTPath, depth: number) => Value[];
}

/** The values of the expression at `path`, `depth` hops into a question: remembered, within the budget. */
export const evaluate = (q: Question, path: ASTPath, depth: number): Value[] => q.ask(path, depth);

/** The values of several expressions together (a conditional's branches), or unknown past MAX_VALUES. */
export function union(q: Question, node: ASTNode, ...sets: Value[][]): Value[] {
  const all = sets.flat();
  if (all.length <= MAX_VALUES) return all;
  q.budget.cut = true;
  return [unknown(node)];
}
