import type { ASTNode, ASTPath } from 'jscodeshift';
import { ownMember } from '../../flow/classes';
import type { ClassNode } from '../../flow/value';
import { declaresState, readsThis } from '../../flow/own-state';
import { replacesMember, writesMember } from '../../flow/replaced-members';
import { classesBelow } from '../../flow/class-links';
import type { NodeIndex } from '../../ast/node-index';
import type { FunctionNode } from '../../ast/syntax';
import { memberFunction } from '../../ast/member-function';
import type { Wrapper } from '../shapes';
import { below, instanceOwner, upFrom, type ClassTree } from './class-tree';

/*
 * `this.name(…)` calls the method of the class that owns `this` there (docs/value-flow.md, "Anchors
 * the recognisers still trace themselves"): the wrappers are keyed `this.name` for the whole file, and
 * that key holds one class's wrapper, so the wrapper a call goes through is the one of the member
 * itself (by its function): the class's own member of that name or the nearest one up the classes it
 * extends, and the same for every subclass of the file (one that overrides it may be the instance a
 * base's method runs on). Where no class up from `this` declares the member, another class's method
 * is not it (`this.request = send` in a constructor, a base imported from elsewhere).
 */

/**
 * The member `name` what `this` is at `owner` (instanceOwner) has: its own or the nearest one up
 * the classes it extends, null when the file's classes up from it declare none (it may come from
 * elsewhere). A class's instance members, its static ones for its static side (its body), a
 * constructor function's prototype members (the function itself standing for a member that is none).
 */
function memberOf(tree: ClassTree, owner: ASTNode, name: string): ASTNode | null {
  for (const c of upFrom(tree, owner)) {
    const byName = tree.functions.members.get(c);
    if (byName) return byName.has(name) ? byName.get(name) ?? c : null;
    const cls = tree.statics.get(c);
    const member = ownMember((cls ?? c) as ClassNode, name, cls !== undefined);
    if (member) return member;
  }
  return null;
}

const isClassNode = (n: ASTNode): boolean => n.type === 'ClassDeclaration' || n.type === 'ClassExpression';

/**
 * Whether `this` at `at` reaches the method `fn` (named `name`) by inheritance through a class holding
 * state of its own: `this` in the inherited wrapper is that class (or its instance), so `static base =
 * MIRROR` there, or in a class between it and the one that declares the method, may change what the
 * wrapper sends (own-state.ts, the same rule an imported base follows: flow-callee.ts, module-exports.ts).
 * A method that never reads `this` sends the same on any class, unless a class on the way (or the one
 * declaring it) replaces the method itself: `this.request = (p, i) => fetch(MIRROR + p, i)` in a
 * constructor, `Object.assign(this, overrides)` (replaced-members.ts).
 */
export function inheritsThroughState(tree: ClassTree, index: NodeIndex, at: ASTPath, wanted: { name: string; fn: FunctionNode }): boolean {
  const reads = readsThis(wanted.fn);
  const owner = instanceOwner(tree, at);
  for (const c of owner ? upFrom(tree, owner) : []) {
    const side = tree.statics.get(c);
    const cls = side ?? (isClassNode(c) ? (c as ClassNode) : undefined);
    // (A constructor function extends nothing: its members are its own.)
    if (!cls) return false;
    const declaring = memberFunction(ownMember(cls, wanted.name, side !== undefined)) === wanted.fn;
    if ((declaring ? writesMember : replacesMember)(index, cls, wanted.name, side !== undefined)) return true;
    if (declaring) return false;
    if (reads && declaresState(index, cls)) return true;
  }
  return false;
}

/** How many levels of subclasses `this` in a class's method is looked for (deeper ones: it may be anything). */
const SUBCLASS_LEVELS = 4;

/**
 * Whether `this` at `at`, in a method of a class, may be a subclass's instance (or static side) on which
 * the wrapper `fn` (named `name`) sends elsewhere: a subclass of the file holding state of its own
 * (own-state.ts) while `fn` reads `this`, one replacing the method itself whatever `fn` reads
 * (`this.request = …` in its constructor: replaced-members.ts), or a subclass another module of the
 * run writes (`run`: src/flow/run-subclasses.ts) holding state or replacing `name`. The path literal written in the
 * method (`this.request('/zones/' + z + '/settings/minify')` in `setMinify`) is then shared by a
 * request to the API and one to another host, and no edit of it is right for both.
 */
export function reachedOnStatefulSubclass(
  classes: { tree: ClassTree; index: NodeIndex; run?: (cls: ClassNode, name: string) => boolean },
  at: ASTPath,
  wanted: { name: string; fn: FunctionNode },
): boolean {
  const owner = instanceOwner(classes.tree, at);
  const cls = owner ? (classes.tree.statics.get(owner) ?? (isClassNode(owner) ? (owner as ClassNode) : undefined)) : undefined;
  if (!cls) return false;
  const found = classesBelow(classes.tree.links, cls, SUBCLASS_LEVELS);
  if (found.deeper) return true;
  const reads = readsThis(wanted.fn);
  if (reads && found.classes.some((c) => declaresState(classes.index, c))) return true;
  // A subclass that swaps the method itself (`this.request = …` in its constructor), whatever it reads.
  const isStatic = owner !== null && classes.tree.statics.has(owner);
  if (found.classes.some((c) => replacesMember(classes.index, c, wanted.name, isStatic))) return true;
  return classes.run !== undefined && [cls, ...found.classes].some((c) => classes.run!(c, wanted.name));
}

/**
 * The wrapper a call keyed `this.name` (`through`, by wrapperOfCall) at `at` goes through: where
 * `this` is an instance whose classes declare a member `name`, that member's own wrapper, provided
 * every subclass of the file has the same member; where `this` is no instance (a plain function, the
 * top level), or no class up from it declares the member while the keyed wrapper is another class's
 * member, none. A key of any other form, or a keyed wrapper no class declares as a member
 * (`this.send = makeSender(token)` in a constructor), is left as it was found.
 */
export function thisWrapper(
  through: { key: string; wrapper: Wrapper },
  at: ASTPath,
  classes: { tree: ClassTree; functions: ReadonlyMap<FunctionNode, Wrapper>; members: ReadonlySet<Wrapper>; index: NodeIndex; run?: (cls: ClassNode, name: string) => boolean },
): { key: string; wrapper: Wrapper } | undefined {
  const match = /^this\.([^.]+)$/.exec(through.key);
  if (!match) return through;
  const cls = instanceOwner(classes.tree, at);
  if (!cls) return undefined;
  const name = match[1];
  const member = memberOf(classes.tree, cls, name);
  // (Only a class's instance may hold a function set elsewhere; a static side or a constructor
  // function's instance holds what it declares, which `through`, keyed for the file, need not be;
  // nor does a class whose keyed wrapper is another class's member.)
  if (!member) return isClassNode(cls) && !classes.members.has(through.wrapper) ? through : undefined;
  const fn = memberFunction(member);
  const wrapper = fn && classes.functions.get(fn as FunctionNode);
  if (!wrapper) return undefined;
  if (inheritsThroughState(classes.tree, classes.index, at, { name, fn: fn as FunctionNode })) return undefined;
  // `this` may be a subclass that sends elsewhere: the path written here is shared with its requests.
  if (reachedOnStatefulSubclass(classes, at, { name, fn: fn as FunctionNode })) return undefined;
  return below(classes.tree, cls)?.every((c) => memberOf(classes.tree, c, name) === member) ? { key: through.key, wrapper } : undefined;
}
