import type { ASTNode } from 'jscodeshift';
import { fieldsOf } from '../../ast/fields';
import { unwrapAwait, type MaybeNode } from '../../ast/syntax';

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
