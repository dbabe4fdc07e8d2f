import type { ASTPath } from 'jscodeshift';
import { isMember, isProperty, keyName, memberName, stringValue, unwrap } from '../../ast/syntax';
import type { UntracedEndpoint } from '../../types';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);

/**
 * The HTTP method of the call a spelled path is handed to, when the call says it: a verb-named method
 * (`api.get(…)`, `client._delete(…)`, `http.Post(…)`) or a `method` in an options argument
 * (`request(path, { method: 'DELETE' })`). Undefined when nothing says (a plain `fetch(url)` is a GET,
 * but a wrapper's may be anything).
 */
export function spelledMethod(spelling: ASTPath): string | undefined {
  let p: ASTPath | null | undefined = spelling;
  // Up through `[…].join('/')`, a template or a `+`, to the call it is an argument of.
  for (let depth = 0; p?.parent && depth < 4; depth++, p = p.parent) {
    const parent = p.parent.value;
    if (parent?.type !== 'CallExpression' && parent?.type !== 'OptionalCallExpression') continue;
    if (!parent.arguments.includes(p.value)) continue;
    for (const arg of parent.arguments) {
      const options = unwrap(arg);
      if (options?.type !== 'ObjectExpression') continue;
      const entry = options.properties.find((q: (typeof options.properties)[number]) => isProperty(q) && keyName(q) === 'method');
      const written = entry && isProperty(entry) ? stringValue(entry.value) : undefined;
      if (written) return written.toUpperCase();
    }
    const callee = unwrap(parent.callee);
    const name = isMember(callee) ? memberName(callee) : callee?.type === 'Identifier' ? callee.name : undefined;
    const verb = name?.replace(/^_+/, '').toLowerCase();
    return verb && VERBS.has(verb) ? verb.toUpperCase() : undefined;
  }
  return undefined;
}

/** Whether an untraced endpoint with `methods` counts for a spelling whose call says another method. */
export function allowsMethod(endpoint: UntracedEndpoint, spelling: ASTPath): boolean {
  if (!endpoint.methods) return true;
  const method = spelledMethod(spelling);
  return method === undefined || endpoint.methods.includes(method);
}
