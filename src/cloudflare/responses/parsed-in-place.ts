import type { ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../calls/calls';
import { enclosingFunction } from '../../ast/bindings';
import { valueReferences } from '../../ast/references';
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
  // Where the response is: the awaited call itself, or the reads of the `const` it is given (looked at
  // from the call, without the file's index: asked after a transform's edits too).
  const { path: outer, awaited } = climb(call.path);
  const holder = outer.parent?.value;
  const holders: ASTPath[] = [outer];
  if (awaited && holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' && outer.parent.parent?.value?.kind === 'const') {
    const scope = enclosingFunction(call.path) ?? ctx.root.paths()[0];
    holders.push(...valueReferences(ctx.j, scope, holder.id.name, holder.id));
  }
  const out: ASTPath[] = [];
  for (const h of holders) {
    const member = h.parent;
    const jsonCall = member?.parent;
    if (!isMember(member?.value) || member.value.object !== h.value || memberName(member.value) !== 'json') continue;
    if (jsonCall?.value.type !== 'CallExpression' || jsonCall.value.callee !== member.value || jsonCall.value.arguments.length > 0) continue;
    const { path: body, awaited: parsed } = climb(jsonCall);
    if (!parsed || body.parent?.value.type === 'VariableDeclarator') continue;
    const result = followMembers(body, ['result']);
    if (result.complete && result.path.parent?.value.type !== 'VariableDeclarator') out.push(result.path);
  }
  return out;
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

