import type { ASTPath } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { methodSpelled } from '../calls/request-options';
import type { UntracedEndpoint } from '../../types';

/**
 * The HTTP method of the call a spelled path is handed to, when the call says it (methodSpelled,
 * request-options.ts): up through `[…].join('/')`, a template, a `+` or an options object, to the
 * first call it is an argument of.
 */
export function spelledMethod(ctx: IndexContext, spelling: ASTPath): string | undefined {
  let p: ASTPath | null | undefined = spelling;
  for (let depth = 0; p?.parent && depth < 4; depth++, p = p.parent) {
    const parent = p.parent.value;
    if ((parent?.type === 'CallExpression' || parent?.type === 'OptionalCallExpression') && parent.arguments.includes(p.value)) return methodSpelled(ctx, parent, p.value)?.method;
  }
  return undefined;
}

/**
 * What an untraced entry says of a request with `method` (undefined: not known) whose path `at` tells
 * whether it is one of the entry's `methodsAt` templates: undefined when the entry does not count it
 * (the method is known and not one deprecated there); otherwise the replacement to name instead of the
 * entry's, when its path has one for a method not known. The one method check of the tier: spelled
 * paths, SDK chains (untraced.ts), glued tails (glued-calls.ts) and proxied requests (proxied.ts).
 */
export function methodVerdict(entry: UntracedEndpoint, method: string | undefined, at: (template: string) => boolean): { replacement?: string } | undefined {
  const own = entry.methodsAt?.find((m) => at(m.template));
  const methods = own ? own.methods : entry.methods;
  if (methods && method !== undefined && !methods.includes(method)) return undefined;
  return method === undefined && own?.methodUnknown !== undefined ? { replacement: own.methodUnknown } : {};
}
