import type { ASTNode, ASTPath } from 'jscodeshift';
import { ownMember } from '../../flow/classes';
import type { ClassNode } from '../../flow/value';
import { unwrap, type FunctionNode } from '../../ast/syntax';
import type { Wrapper } from '../shapes';
import { below, instanceOwner, upFrom, type ClassTree } from './class-instances';

/*
 * `this.name(…)` calls the method of the class that owns `this` there (docs/value-flow.md, "Anchors
 * the recognisers still trace themselves"): the wrappers are keyed `this.name` for the whole file, and
 * that key holds one class's wrapper, so the wrapper a call goes through is the one of the member
 * itself (by its function): the class's own member of that name or the nearest one up the classes it
 * extends, and the same for every subclass of the file (one that overrides it may be the instance a
 * base's method runs on). Where no class up from `this` declares the member, another class's method
 * is not it (`this.request = send` in a constructor, a base imported from elsewhere).
 */

/** The function a member of a class stands for: a method, or a field holding a function. */
function functionOf(member: ASTNode): ASTNode | undefined {
  if (member.type === 'ClassMethod' || member.type === 'ClassPrivateMethod') return (member as { kind?: string }).kind === 'method' ? member : undefined;
  const value = unwrap((member as { value?: ASTNode | null }).value);
  return value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression' ? value : undefined;
}

/** The member `name` an instance of exactly `cls` has: null when the file's classes up from it declare none (it may come from elsewhere). */
function memberOf(tree: ClassTree, cls: ASTNode, name: string): ASTNode | null {
  for (const c of upFrom(tree, cls)) {
    const member = ownMember(c as ClassNode, name, false);
    if (member) return member;
  }
  return null;
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
  classes: { tree: ClassTree; functions: ReadonlyMap<FunctionNode, Wrapper>; members: ReadonlySet<Wrapper> },
): { key: string; wrapper: Wrapper } | undefined {
  const match = /^this\.([^.]+)$/.exec(through.key);
  if (!match) return through;
  const cls = instanceOwner(at);
  if (!cls) return undefined;
  const name = match[1];
  const member = memberOf(classes.tree, cls, name);
  if (!member) return classes.members.has(through.wrapper) ? undefined : through;
  const fn = functionOf(member);
  const wrapper = fn && classes.functions.get(fn as FunctionNode);
  if (!wrapper) return undefined;
  return below(classes.tree, cls)?.every((c) => memberOf(classes.tree, c, name) === member) ? { key: through.key, wrapper } : undefined;
}
