import type { ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../calls/calls';
import { currentIndex } from '../../ast/node-index';
import { declaredReads } from '../../flow/binding-uses';
import { isMember, memberName } from '../../ast/syntax';
import { outsideAwait } from '../../ast/paths';
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
  // Where the response is: the awaited call itself, or the reads of the `const` it is given.
  const { path: outer, awaited } = outsideAwait(call.path);
  const holder = outer.parent?.value;
  const holders: ASTPath[] = [outer];
  if (awaited && holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' && outer.parent.parent?.value?.kind === 'const') {
    holders.push(...declaredReads(currentIndex(ctx), ctx.root, holder.id));
  }
  const out: ASTPath[] = [];
  for (const h of holders) {
    const member = h.parent;
    const jsonCall = member?.parent;
    if (!isMember(member?.value) || member.value.object !== h.value || memberName(member.value) !== 'json') continue;
    if (jsonCall?.value.type !== 'CallExpression' || jsonCall.value.callee !== member.value || jsonCall.value.arguments.length > 0) continue;
    const { path: body, awaited: parsed } = outsideAwait(jsonCall);
    if (!parsed || body.parent?.value.type === 'VariableDeclarator') continue;
    const result = followMembers(body, ['result']);
    if (result.complete && result.path.parent?.value.type !== 'VariableDeclarator') out.push(result.path);
  }
  return out;
}
