import type { ASTNode, ASTPath, ReturnStatement } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { enclosingFunction } from '../ast/bindings';
import { fieldsOf } from '../ast/fields';
import { unwrapAwait, type MaybeNode } from '../ast/syntax';
import { perIndex } from './per-declaration';

/*
 * What a function returns. `ownReturns`: the `return` statements of each function of a tree (its own,
 * not those of a function nested in it), found once per node index from the index's list of returns:
 * a walk of each function asked about (invoke.ts) cost a dense run about 1% of its time, the file's
 * top-level functions walked again in every pass. `returnedValues`: the returned expressions of one
 * function read from its own body, for a function whose tree has no index at hand (the project
 * index's exports, a wrapper's answer).
 */

const byFunction = perIndex((index: NodeIndex) => {
  const found = new Map<ASTNode, ASTPath<ReturnStatement>[]>();
  for (const p of index.of('ReturnStatement')) {
    const owner = enclosingFunction(p)?.value;
    if (!owner) continue;
    const list = found.get(owner);
    if (list) list.push(p);
    else found.set(owner, [p]);
  }
  return found;
});

/** The `return` statements of `fn` (a function node of the tree `index` is of), in source order. */
export function ownReturns(index: NodeIndex, fn: ASTNode): ASTPath<ReturnStatement>[] {
  return byFunction(index).get(fn) ?? [];
}

/**
 * The values a function returns: an arrow's expression body, or the argument of every `return` of
 * its own body (not of functions or classes nested in it), each unwrapped of casts and `await`.
 */
export function returnedValues(fn: MaybeNode): ASTNode[] {
  const body = (fn as { body?: MaybeNode } | null | undefined)?.body;
  if (body?.type !== 'BlockStatement') return body ? [unwrapAwait(body)] : [];
  const out: ASTNode[] = [];
  const visit = (n: ASTNode | null | undefined): void => {
    if (!n || typeof n.type !== 'string') return;
    if (n.type === 'ReturnStatement') {
      if (n.argument) out.push(unwrapAwait(n.argument));
      return;
    }
    if (/Function|ClassMethod|ClassDeclaration/.test(n.type)) return;
    for (const k of ['body', 'consequent', 'alternate', 'block', 'handler', 'finalizer', 'cases']) {
      const v = fieldsOf(n)[k] as ASTNode | ASTNode[] | null | undefined;
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object') visit(v);
    }
  };
  body.body.forEach(visit);
  return out;
}
