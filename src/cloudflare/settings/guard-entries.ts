import type { ASTNode } from 'jscodeshift';
import { pathOfNode } from '../../ast/node-index';
import { isFunction, type MaybeNode } from '../../ast/syntax';
import { knownText, values, type ElementSite } from '../../flow';
import type { ApiCall, RecognitionContext } from '../calls/calls';
import { plainAfter, plainExit } from './plain-exit';

/*
 * A call whose setting id a guard tested against a list of settings (`if (!ALLOWED.includes(setting))
 * return …; fetch(…/settings/${setting})`): the layer narrows the id to the list's elements
 * (src/flow/list-guards.ts), each written where the list is, and the call is made for each of them,
 * as a loop over the list makes it. A setting's element is then where that setting is used.
 */

/** One setting a guard lets through to a call: the element's site, the list, the list's read in the test and the test. */
interface GuardedSetting {
  setting: string;
  site: ElementSite;
  list: ASTNode;
  read: ASTNode;
  guard: ASTNode;
}

/** The wanted settings the call's id (`idNode`) may be because a guard tested it against a known list. */
export function guardedSettings(ctx: RecognitionContext, idNode: ASTNode, wanted: ReadonlySet<string>): GuardedSetting[] {
  const out: GuardedSetting[] = [];
  for (const v of values(ctx, idNode)) {
    const setting = knownText(v);
    if (!v.guardElement || !v.guard || setting === undefined || !wanted.has(setting)) continue;
    const { site, list, read } = v.guardElement;
    out.push({ setting, site, list, read, guard: v.guard });
  }
  return out;
}

/**
 * Why what the guard turns away may go somewhere of its own, so that taking a setting out of the
 * list would reroute it rather than refuse it (plain-exit.ts): the other branch of the guard's `if`
 * (`if (LIST.includes(s)) { …call… } else { queue(s) }`), the exit of a guard the call follows
 * (`if (!LIST.includes(s)) return slowPath(s)`), or, when the call's branch can exit and there is no
 * other, the code after the `if` the setting falls through to (`if (LIST.includes(s)) { return …call… }
 * return queueForReview(s)`). A plain exit there (`return;`, `return new Response('bad', …)`, `throw
 * new Error('no')`, `continue`) refuses the setting: the entry may go (undefined).
 */
export function turnedAwayElsewhere(ctx: RecognitionContext, guard: ASTNode, call: ApiCall): string | undefined {
  const at = pathOfNode(ctx, guard)?.parent;
  const statement = at?.value;
  if (statement?.type !== 'IfStatement' || statement.test !== guard) return 'the guard is not the test of an if';
  let branch: ASTNode | undefined;
  for (let p = call.path.parent; p && p.value !== statement; p = p.parent) {
    if (p.parent?.value === statement) branch = p.value;
  }
  // The call follows the `if`: its consequent is what the guard turns away.
  if (!branch || branch === statement.test) {
    return statement.alternate || !plainExit(statement.consequent) ? 'what the guard does with a setting it turns away is more than refusing it' : undefined;
  }
  const other = branch === statement.consequent ? statement.alternate : statement.consequent;
  if (other) return plainExit(other) ? undefined : 'a setting this list turns away takes the other branch of the if';
  return mayLeave(branch) && !plainAfter(at) ? 'a setting this list turns away falls through to the code after the if' : undefined;
}

/** Whether a statement holds a `return`, `throw`, `break` or `continue` (outside the functions it holds): it may not fall through to what follows. */
function mayLeave(node: MaybeNode): boolean {
  if (!node || typeof node !== 'object' || isFunction(node)) return false;
  if (['ReturnStatement', 'ThrowStatement', 'BreakStatement', 'ContinueStatement'].includes(node.type)) return true;
  return Object.entries(node).some(([key, child]) => key !== 'loc' && key !== 'comments' && (Array.isArray(child) ? child.some(mayLeave) : child && typeof child === 'object' && typeof child.type === 'string' && mayLeave(child)));
}
