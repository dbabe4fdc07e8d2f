import type { ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../../src/cloudflare';
import { currentIndex, isCall, isMember, isWrapper, memberName, unwrap, type MaybeNode } from '../../src/ast';
import { mayChangeArgument } from '../../src/flow';
import { declarationsAt } from '../../src/ast/scope';
import { bindingUses } from '../../src/flow/binding-uses';
import { changedInPlace } from '../../src/flow/in-place';
import type { ValueOf } from './lookup-answer';

/*
 * dns-record-type-change: the lookup a record was read from through a wrapper (lookup-answer.ts), when
 * what it answered is still what the record is read off. Every name the record is followed back
 * through (the list `found`, the record `current`) must hold what it was given: nothing changes it in
 * place (`found.push(...more)`, `found[0] = other`, `found.splice(0, 0, ...extra)`,
 * `Object.assign(current, other)`: flow/in-place.ts) and it is given no other name that could
 * (`const all = found; all.push(…)`). Otherwise the list holds records the lookup's filter did not
 * choose, and its `type=` says nothing of the record's type.
 */

/** A name followed, as read at `at`. */
interface Followed {
  at: ASTPath;
  name: string;
}

/** Whether what `name` holds at `at` (its `field`, when given) is only changed by its own declaration (see above); `chain` are the other names followed, `into` the calls the asker judges itself. */
function kept(ctx: RecognitionContext, { at, name }: Followed, chain: Set<string>, into?: ReadonlySet<unknown>, field?: string): boolean {
  const index = currentIndex(ctx);
  const declared = declarationsAt(index, at, name);
  if (declared.length !== 1) return false;
  const [declaration] = declared;
  if (changedInPlace(ctx, declaration.scope, field)(name)) return false;
  // Given another name (not one the record is followed through): that name may change it. Handed to a
  // call (itself or a member of it: `normalise(found)`, `fix(found[0])`) that may change it in place.
  return !bindingUses(index, ctx.root, declaration).some((p) => {
    if (handedToChange(ctx, p, into)) return true;
    const parent = p.parent?.value;
    // Put inside a holder (`{ rec: found }`, `[found]`, `new Map([[id, found]])`, `new Box(found)`): changed through it.
    if (heldBy(parent, p.value)) return true;
    // Given to a name the record is followed through (`found = entry`, `const rec = found`): that name is asked too.
    const given = parent?.type === 'AssignmentExpression' ? parent.right === p.value && parent.left : parent?.type === 'VariableDeclarator' && parent.init === p.value && parent.id;
    return !!given && !(given.type === 'Identifier' && chain.has(given.name));
  });
}

/** Whether `node` is a value placed in `parent`: an object's member, an array's element, a constructor's argument. */
function heldBy(parent: MaybeNode, node: unknown): boolean {
  if (!parent) return false;
  if ((parent.type === 'Property' || parent.type === 'ObjectProperty') && parent.value === node) return true;
  if (parent.type === 'ArrayExpression') return (parent.elements as unknown[]).includes(node);
  return parent.type === 'NewExpression' && (parent.arguments as unknown[]).includes(node);
}

/**
 * Whether a use of a name hands it to a call that may change it in place (src/flow/callee-changes.ts):
 * the name itself, an element of it (`fix(found[0])`) or an envelope's list (`normalise(body.result)`).
 * A field read off it (`overwrite(token, zone, existing.id, next)`, `show(rec.data)`) cannot change the
 * record's type through the call.
 */
function handedToChange(ctx: RecognitionContext, use: ASTPath, into?: ReadonlySet<unknown>): boolean {
  let at = use;
  const holds = (m: MaybeNode): boolean => isMember(m) && m.object === at.value && (m.computed || memberName(m) === 'result');
  while (isWrapper(at.parent?.value) || holds(at.parent?.value)) at = at.parent;
  const call = at.parent?.value;
  return isCall(call) && !into?.has(call) && call.callee !== at.value && (call.arguments as unknown[]).includes(at.value) && mayChangeArgument(ctx, at.parent, at.value);
}

/** How a held value is followed back to where it was read from (lookup-answer.ts's answeredLookup or heldCallOf). */
type Follow<T> = (ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, valueOf: ValueOf) => T | null | undefined;

/**
 * What `follow` finds a held value was read from, when nothing changes the list or the record in
 * between (see above): every name followed back through is kept. Undefined otherwise. `into`: the
 * call the record is handed to that the asker judges itself (the update function it fills).
 */
export function keptFollow<T>(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, { valueOf, follow, into }: { valueOf: ValueOf; follow: Follow<T>; into?: unknown }): T | undefined {
  const followed: Followed[] = [];
  const found = follow(ctx, at, holder, (c, where, name) => {
    followed.push({ at: where, name });
    return valueOf(c, where, name);
  });
  const chain = new Set(followed.map((f) => f.name));
  const judged = into === undefined ? undefined : new Set([into]);
  return found && followed.every((f) => kept(ctx, f, chain, judged)) ? found : undefined;
}

/** Whether every name followed (each as read where it is given or read) still holds what it was given (its `field`, when given: see above), the others being the chain. */
export function keptNames(ctx: RecognitionContext, followed: Array<{ at: ASTPath; name: string }>, field?: string, into?: ReadonlySet<unknown>): boolean {
  const chain = new Set(followed.map((f) => f.name));
  return followed.every((f) => kept(ctx, f, chain, into, field));
}

/**
 * Whether the list or record a held chain is read from (`found` in `found[0]`, `rec` in `rec`) still holds
 * what it was given where it is read (see above): for a record the engine follows from its list request.
 */
export function keptRoot(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode): boolean {
  let n = unwrap(holder);
  while (isMember(n)) n = unwrap(n.object);
  return n?.type !== 'Identifier' || kept(ctx, { at, name: n.name }, new Set([n.name]));
}
