import type { ASTNode, ASTPath } from 'jscodeshift';
import { localAssignments } from '../ast/bindings';
import { identifiersIn, type IndexContext } from '../ast/node-index';
import { unwrap, type MaybeNode } from '../ast/syntax';

/*
 * A variable given a whole value in each branch (`let url; switch (kind) { case 'list': url = …;
 * break; … }`, or an initialiser overridden in an `if`): each value written is one the variable may
 * hold where it is read, a choice of the code rather than one string with a hole. A rule of
 * variables, not of any host: the URL resolver reads each as a URL of its own
 * (src/cloudflare/urls/url-expression.ts's `urlChoices`).
 */

/**
 * The expressions `node` may hold at `at` when it is a variable of the function around `at` given a
 * value more than once: its initialiser, then each plain assignment, in source order. Undefined when
 * it is not such a variable or is never reassigned (its initialiser is its value); null when a value
 * is built from the variable itself (`url = url + '/x'`, `url += …`): that is not a choice.
 */
export function assignedChoices(ctx: IndexContext, at: ASTPath, node: MaybeNode): ASTNode[] | null | undefined {
  const n = unwrap(node);
  const found = n?.type === 'Identifier' ? localAssignments(ctx, at, n.name) : undefined;
  if (!n || !found || found.assignments.length === 0) return undefined;
  const selfReference = (value: ASTNode): boolean => (unwrap(value)?.type === 'Identifier' ? unwrap(value).name === n.name : identifiersIn(ctx, value, n.name).length > 0);
  const written: ASTNode[] = [];
  const init = found.declarator.value.init;
  if (init) written.push(init);
  for (const p of found.assignments) {
    if (p.value.operator !== '=' || selfReference(p.value.right)) return null;
    written.push(p.value.right);
  }
  return written;
}
