import type { ASTNode, ASTPath, CallExpression, OptionalCallExpression } from 'jscodeshift';
import { currentIndex, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { isCall, isMember, isProperty, isWrapper, keyName, unwrap, loose, type Loose } from '../../ast/syntax';
import { isEncoder } from '../../flow/strings';
import { methodSpelled } from '../calls/request-options';
import type { UntracedEndpoint } from '../../types';

/** The call a spelling is sent with, the argument holding it, the options object it is written in under `key`, the first `new` it is given to on the way (when they are), and whether it was URL-encoded into the call's own URL on the way (a relay's). */
export interface Request {
  call: ASTPath<CallExpression | OptionalCallExpression>;
  argument: ASTNode;
  options?: ASTNode;
  key?: string;
  made?: ASTNode;
  encoded?: boolean;
}

/** What a spelling passes through on its way up to its call: a part of a longer path, a choice, an await, a `new` (`new URL(path, base)`), a member read off it (`[…].join`), an options object. */
const PASSES = new Set(['TemplateLiteral', 'BinaryExpression', 'ArrayExpression', 'AwaitExpression', 'ConditionalExpression', 'LogicalExpression', 'ObjectExpression', 'NewExpression', 'MemberExpression', 'OptionalMemberExpression']);

/** Whether a spelling goes on up through `parent` to its call (see PASSES): a member's object, not a choice's test; an arrow's body (`later(() => path, 'GET')`). */
const passes = (parent: Loose, child: unknown): boolean =>
  isWrapper(parent) || (parent.type === 'ArrowFunctionExpression' && parent.body === child) || (PASSES.has(parent.type) && (!isMember(parent) || parent.object === child) && parent.test !== child);

/**
 * The request a spelled path is sent with, the one walk up from a spelling of the second tier (its
 * method here, its body: sent-key.ts, its client: other-client.ts): the first call it is an argument
 * of, up through a template, a `+`, a choice, an `await`, an arrow's body, a `new` (`new URL(path, base)`),
 * `[…].join('/')`, the value of an options object (`siteRequest({ path: `/zones/${id}/…` })`, the
 * nearest kept), and a URL encoded into another one (`RELAY + encodeURIComponent(url)`: still this request's).
 */
export function requestOf(ctx: IndexContext, spelling: ASTPath): Request | undefined {
  const w = walkUp(ctx, spelling);
  return w.call && w.argument ? { ...w, call: w.call, argument: w.argument } : undefined;
}

/** requestOf's walk, with what it passed on the way when it reaches no call (`new Mirror(path).send()`: the `new` it is given to). */
export function walkUp(ctx: IndexContext, spelling: ASTPath): Partial<Request> {
  let options: ASTNode | undefined;
  let key: string | undefined;
  let made: ASTNode | undefined;
  let encoded = false;
  for (let p: ASTPath = spelling; p.parent; p = p.parent) {
    const parent = loose(p.parent.value);
    if (isProperty(parent) && parent.value === p.value) {
      // The options object it is written in is the nearest (an object holding that one is passed on up).
      options ??= p.parent.parent?.value as ASTNode | undefined;
      key ??= keyName(parent) ?? '';
    } else if (isCall(parent) && parent.type !== 'NewExpression') {
      const encoder = parent.callee !== p.value && encodes(ctx, p, parent);
      if (parent.callee !== p.value && !encoder) return { call: p.parent as Request['call'], argument: p.value as ASTNode, options, key, made, encoded };
      encoded ||= encoder;
    } else if (!passes(parent, p.value)) return { made };
    else if (parent.type === 'NewExpression') made ??= parent;
  }
  return { made };
}

/** `encodeURIComponent(…)` or `encodeURI(…)` of the language (no declaration of the name in scope). */
function encodes(ctx: IndexContext, at: ASTPath, call: Loose): boolean {
  const callee = loose(unwrap(call.callee));
  return callee?.type === 'Identifier' && isEncoder(callee.name) && call.arguments.length === 1 && declarationsAt(currentIndex(ctx), at, callee.name).length === 0;
}

/** The HTTP method of the call a spelled path is sent with (requestOf), when the call says it (methodSpelled, request-options.ts). */
export function spelledMethod(ctx: IndexContext, spelling: ASTPath): string | undefined {
  const r = requestOf(ctx, spelling);
  return r && methodSpelled(ctx, r.call.value, r.argument, r.options)?.method;
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
