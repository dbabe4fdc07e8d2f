import type { ASTPath } from 'jscodeshift';
import { isMember, memberName, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { methodWritten } from '../calls/request-options';
import type { UntracedEndpoint } from '../../types';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);
/** A string argument that is a method, written all in capitals or all in small letters (`'GET'`, `'delete'`). */
const METHOD_ARGUMENT = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|get|post|put|patch|delete|head|options)$/;

/**
 * The HTTP method of the call a spelled path is handed to, when the call says it: a `method` in an
 * options argument (`request(path, { method: 'DELETE' })`), a method written as an argument of its
 * own before the path, when the callee is not verb-named (`send('GET', path)`, `apiRequest.call(this,
 * 'DELETE', path)`; not `http.post(path, 'delete')`) or a verb-named method (`api.get(…)`,
 * `client._delete(…)`, `http.Post(…)`). Undefined when nothing says (a plain
 * `fetch(url)` is a GET, but a wrapper's may be anything; a method handed in as a variable is not known).
 */
export function spelledMethod(spelling: ASTPath): string | undefined {
  let p: ASTPath | null | undefined = spelling;
  // Up through `[…].join('/')`, a template or a `+`, to the call it is an argument of.
  for (let depth = 0; p?.parent && depth < 4; depth++, p = p.parent) {
    const parent = p.parent.value;
    if (parent?.type !== 'CallExpression' && parent?.type !== 'OptionalCallExpression') continue;
    if (!parent.arguments.includes(p.value)) continue;
    const written = (parent.arguments as MaybeNode[]).map(methodWritten).find(Boolean);
    if (written) return written;
    const callee = unwrap(parent.callee);
    const name = isMember(callee) ? memberName(callee) : callee?.type === 'Identifier' ? callee.name : undefined;
    const verb = name?.replace(/^_+/, '').toLowerCase();
    if (verb && VERBS.has(verb)) return verb.toUpperCase();
    // A verb argument before the path (`send('GET', path)`), not a body after it (`http.postForm(path, 'GET')`).
    const before = parent.arguments.slice(0, parent.arguments.indexOf(p.value));
    const argument = before.map((a: (typeof parent.arguments)[number]) => stringValue(a)).find((s: string | undefined) => s !== undefined && METHOD_ARGUMENT.test(s));
    return argument?.toUpperCase();
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
