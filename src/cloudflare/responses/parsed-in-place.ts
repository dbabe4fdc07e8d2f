import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../calls/calls';
import { enclosingFunction, localAssignments } from '../../ast/bindings';
import { currentIndex, identifiersNamedIn } from '../../ast/node-index';
import { isMember, memberName, unwrap } from '../../ast/syntax';
import { followMembers } from './response';

/*
 * A fetch response parsed where its result is read, with no name holding the parsed body:
 * `tally((await res.json()).result)`, `(await (await fetch(url)).json()).result.map(…)`. The names
 * `responseBindings` gives stand for a value held by a variable; this is the body read in place. The
 * response is the call itself or a `const` given the awaited call in the call's function
 * (`const res = await fetch(…)`); the parsed body must be awaited before `.result` is read. A body
 * held by a name (`const { result } = await res.json()`, `const list = (await res.json()).result`)
 * is a binding, not one of these.
 */

/** Raw clients whose response is parsed with `.json()` (a fetch Response). */
const FETCH_LIKE = new Set(['fetch', 'request', 'undici']);

/** The `.result` reads of the call's response parsed in place. */
export function parsedResultReads(ctx: RecognitionContext, call: ApiCall): ASTPath[] {
  if (call.surface === 'sdk' || !FETCH_LIKE.has(call.client)) return [];
  const scope = enclosingFunction(call.path) ?? ctx.root.paths()[0];
  const out: ASTPath[] = [];
  // From each `.json` read in the call's function (few), back to what it is read on.
  for (const name of identifiersNamedIn(currentIndex(ctx), ctx.root, scope.value, 'json')) {
    const member = name.parent;
    const jsonCall = member?.parent;
    if (!isMember(member?.value) || member.value.property !== name.value || memberName(member.value) !== 'json') continue;
    if (jsonCall?.value.type !== 'CallExpression' || jsonCall.value.callee !== member.value || jsonCall.value.arguments.length > 0) continue;
    if (!holdsResponse(ctx, call, member.get('object'))) continue;
    const { path: body, awaited } = climb(jsonCall);
    if (!awaited || body.parent?.value.type === 'VariableDeclarator') continue;
    const result = followMembers(body, ['result']);
    if (result.complete && result.path.parent?.value.type !== 'VariableDeclarator') out.push(result.path);
  }
  return out;
}

/** Whether `at` holds the call's response: the call itself (`(await fetch(…)).json()`), or a `const` given the awaited call (`res.json()`). */
function holdsResponse(ctx: RecognitionContext, call: ApiCall, at: ASTPath): boolean {
  const held = unwrap(at.value);
  const response = (node: ASTNode | null | undefined): boolean => {
    const n = unwrap(node);
    return n?.type === 'AwaitExpression' && unwrap(n.argument) === call.path.value;
  };
  if (response(held)) return true;
  if (held?.type !== 'Identifier') return false;
  const found = localAssignments(ctx, at, held.name);
  return !!found && found.assignments.length === 0 && found.declarator.parent?.value?.kind === 'const' && response(found.declarator.value.init);
}

/** The path above parentheses, casts and `await` around `p`, and whether an `await` was among them. */
function climb(p: ASTPath): { path: ASTPath; awaited: boolean } {
  let cur = p;
  let awaited = false;
  while (cur.parent && (unwrap(cur.parent.value) !== cur.parent.value || cur.parent.value.type === 'AwaitExpression')) {
    cur = cur.parent;
    awaited ||= cur.value.type === 'AwaitExpression';
  }
  return { path: cur, awaited };
}

