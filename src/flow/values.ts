import type { ASTNode, ASTPath } from 'jscodeshift';
import { pathOfNode, questionIndex, questionMemo, type IndexContext } from '../ast/node-index';
import { spanOf } from '../ast/span';
import { freshBudget, MAX_DEPTH, MAX_STEPS, MAX_VALUES } from './budget';
import { compute } from './expressions';
import type { Question, Store } from './question';
import { unknown, type ClassNode, type Value } from './value';
import { classMember } from './classes';
import { passMemo } from './one-pass';

/*
 * The question the layer answers: which values may an expression hold (docs/value-flow.md)? Asked
 * lazily, from the expression a recogniser holds, following only what that expression reads; each
 * expression's answer is remembered for the tree (the runner's memo, which any edit clears), so a
 * question asked twice costs once; each question has a budget (budget.ts).
 */

const MEMO_KEY = 'flow.values';
const newStore = (): Store => ({ answers: new Map() });

/**
 * The store of a tree: the runner's memo, which any edit clears. Without one (a caller that holds only
 * the tree) nothing tells an edit has been made, so answers are remembered for the question only, or
 * for the pass under way over the tree (one-pass.ts).
 */
function storeOf(ctx: IndexContext): Store {
  // In a pass that edits nothing (one-pass.ts), questions asked without the memo share the pass's store.
  const memo = ctx.memo ?? passMemo(ctx.root);
  return memo ? memo(MEMO_KEY, newStore) : newStore();
}

/**
 * The values `expression` (a node of the tree, or its path) may hold: a set of abstract values
 * (value.ts), `unknown` for whatever the layer does not follow or the budget does not reach.
 */
export function values(ctx: IndexContext, expression: ASTNode | ASTPath): Value[] {
  const node = isPath(expression) ? expression.value : expression;
  const store = storeOf(ctx);
  // Answered before (a const read by twenty URLs): no need to find the node's path again.
  const known = store.answers.get(node);
  if (known) return known;
  // A node an edit made has no place in the source: finding it without the runner's index would walk the whole tree.
  const path = isPath(expression) ? expression : spanOf(node) || ctx.memo ? pathOfNode(ctx, node) : undefined;
  if (!path) return [unknown(node)];
  return evaluate(questionOf(ctx, store), path, 0);
}

/** A fresh question about the tree of `ctx` (its own budget), answers kept in `store`. */
function questionOf(ctx: IndexContext, store: Store): Question {
  // The runner's index follows edits; without it, the one built once for the tree.
  const index = questionIndex(ctx);
  // Without the runner's memo, one for this question: what it calls finds the index built above.
  const asked = ctx.memo ? ctx : { ...ctx, memo: questionMemo(index) };
  const question: Question = { ctx: asked, index, store, budget: freshBudget(), active: new Set(), ask: (p, depth) => evaluate(question, p, depth) };
  return question;
}

/**
 * The values member `name` of a class of the tree holds (`isStatic`: read on the class, else on an
 * instance made elsewhere): a method, or a field its constructor sets (`this.editRecord = editRecord`,
 * a function declared there, closing over the constructor's locals). For a recogniser holding the
 * class from another module (src/cloudflare/calls/flow-callee.ts).
 */
export function classMemberValues(ctx: IndexContext, cls: ClassNode, name: string, isStatic: boolean): Value[] {
  const q = questionOf(ctx, storeOf(ctx));
  return classMember({ q, cls, name, read: { node: cls, isStatic }, depth: 0 });
}

const isPath = (x: ASTNode | ASTPath): x is ASTPath => typeof (x as ASTPath).get === 'function' && 'parentPath' in x;

/** The values of the expression at `path`, `depth` hops into a question: remembered, within the budget. */
function evaluate(q: Question, path: ASTPath, depth: number): Value[] {
  const node: ASTNode = path.value;
  const known = q.store.answers.get(node);
  if (known) return known;
  if (depth > MAX_DEPTH || q.budget.steps >= MAX_STEPS || q.active.has(node)) {
    q.budget.cut = true;
    return [unknown(node)];
  }
  q.budget.steps++;
  const cutBefore = q.budget.cut;
  q.budget.cut = false;
  q.active.add(node);
  let answer = compute(q, path, depth);
  q.active.delete(node);
  if (answer.length > MAX_VALUES) {
    answer = [unknown(node)];
    q.budget.cut = true;
  }
  // An answer cut short is this question's only: another, with its own budget, may go further.
  if (!q.budget.cut) q.store.answers.set(node, answer);
  q.budget.cut ||= cutBefore;
  return answer;
}
