import type { ASTNode } from 'jscodeshift';
import { pathOfNode } from '../../ast/node-index';
import { knownText, values, type ElementSite } from '../../flow';
import type { ApiCall, RecognitionContext } from '../calls/calls';

/*
 * A call whose setting id a guard tested against a list of settings (`if (!ALLOWED.includes(setting))
 * return …; fetch(…/settings/${setting})`): the layer narrows the id to the list's elements
 * (src/flow/list-guards.ts), each written where the list is, and the call is made for each of them,
 * as a loop over the list makes it. A setting's element is then where that setting is used.
 */

/** One setting a guard lets through to a call: the element's site, the list, the list's read in the test and the test. */
export interface GuardedSetting {
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
 * Whether what the guard turns away goes somewhere of its own: the call sits in a branch of the
 * guard's `if` that has another branch (`if (LIST.includes(s)) { …call… } else { … }`). After an `if`
 * that exits, or in a branch with no other, a setting taken out of the list is not sent at all.
 */
export function turnedAwayElsewhere(ctx: RecognitionContext, guard: ASTNode, call: ApiCall): boolean {
  const test = pathOfNode(ctx, guard);
  const statement = test?.parent?.value;
  if (statement?.type !== 'IfStatement' || statement.test !== guard || !statement.alternate) return false;
  for (let p = call.path.parent; p; p = p.parent) {
    if (p.value === statement.consequent || p.value === statement.alternate) return true;
    if (p.value === statement) return false;
  }
  return false;
}
