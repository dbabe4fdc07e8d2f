import { unwrapAwait } from '../ast/syntax';

/**
 * The values a function returns: an arrow's expression body, or the argument of every `return` of
 * its own body (not of functions or classes nested in it), each unwrapped of casts and `await`.
 */
export function returnedValues(fn: any): any[] {
  if (fn?.body?.type !== 'BlockStatement') return fn?.body ? [unwrapAwait(fn.body)] : [];
  const out: any[] = [];
  const visit = (n: any): void => {
    if (!n || typeof n.type !== 'string') return;
    if (n.type === 'ReturnStatement') {
      if (n.argument) out.push(unwrapAwait(n.argument));
      return;
    }
    if (/Function|ClassMethod|ClassDeclaration/.test(n.type)) return;
    for (const k of ['body', 'consequent', 'alternate', 'block', 'handler', 'finalizer', 'cases']) {
      const v = n[k];
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object') visit(v);
    }
  };
  fn.body.body.forEach(visit);
  return out;
}
