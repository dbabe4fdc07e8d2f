import type { ASTNode } from 'jscodeshift';
import { enclosingFunction } from '../ast/bindings';
import { pathOfNode } from '../ast/node-index';
import { thisHolder } from '../ast/scope';
import { isMember, memberName, unwrap, type MemberNode } from '../ast/syntax';
import { memberWrites } from './member-writes';
import { withConstructorArguments } from './constructor-arguments';
import { functionClasses } from './function-classes';
import { evaluate, union, type Question } from './question';
import { unknown, type ConstructorNode, type Value } from './value';

/*
 * Instances of the file's constructor functions (docs/value-flow.md, "Classes and instances"): a
 * function given prototype members (function-classes.ts: `function Api(t) { this.base = … }`,
 * `Api.prototype.get = function (p) {…}`) is a class of its own. `new Api(…)` is an instance of it,
 * `this` in it and in its prototype's methods is one too, and a member read on one is the prototype's
 * method (a function value) or the field its `this.x = …` writes set. Anything that may write the
 * member on another object, or on this one from elsewhere, leaves it unknown.
 */

/** A read of member `name` of an instance of the constructor `ctor`, at `node`, `depth` steps into the evaluation. */
interface ConstructedMemberRead {
  q: Question;
  ctor: ConstructorNode;
  name: string;
  node: ASTNode;
  /** The expression that made the instance (`new Api(…)`, `this`), whose arguments a field set from a defaulted parameter holds (constructor-arguments.ts). */
  made?: ASTNode;
  depth: number;
}

/**
 * The member `name` of an instance of `ctor`: its prototype's function, or the values the `this.name =
 * …` writes of the constructor and its prototype's methods give, with unknown added when the
 * constructor does not set it. Unknown when the prototype gives it as anything but a function, when
 * both the prototype and `this` write it, or when the file writes a member of that name on anything
 * else that may be the instance (`c.base = …`, `this.base = …` in a plain function).
 */
export function constructedMember({ q, ctor, name, node, made, depth }: ConstructedMemberRead): Value[] {
  const classes = functionClasses(q.index);
  const proto = classes.members.get(ctor);
  const sets: Value[][] = [];
  let inConstructor = false;
  for (const p of memberWrites(q.index, name)) {
    const object = unwrap((unwrap(p.value.left) as MemberNode).object);
    // A prototype member of a constructor function of the file (this one's is read from `proto` below).
    if (isMember(object) && memberName(object) === 'prototype' && prototypeOfKnown(q, object, depth)) continue;
    if (object?.type !== 'ThisExpression') return [unknown(node)];
    const holder = thisHolder(p);
    // `this` of a class member, of another constructor function, or of the module is no instance of this one.
    const owner = holder && 'fn' in holder ? classes.owners.get(holder.fn.value) : undefined;
    if (!holder || 'cls' in holder || (owner && owner !== ctor)) continue;
    // A plain function's `this` may be anything (`poll.call(api)`).
    if (owner !== ctor || p.value.operator !== '=') return [unknown(node)];
    if (enclosingFunction(p)?.value === ctor) inConstructor = true;
    sets.push(evaluate(q, p.get('right'), depth + 1));
  }
  if (proto?.has(name)) {
    const fn = proto.get(name);
    return fn && sets.length === 0 ? [{ kind: 'function', fn: fn as never }] : [unknown(node)];
  }
  if (sets.length === 0) return [unknown(node)];
  if (!inConstructor) sets.push([unknown(node)]);
  const found = union(q, node, ...sets);
  return withConstructorArguments({ q, ctor, name: classes.names.get(ctor), made, extended: false, found, depth });
}

/** Whether `X.prototype` names the prototype of a constructor function of the file, by JavaScript's scopes (function-classes.ts checked how it is written). */
function prototypeOfKnown(q: Question, prototype: ASTNode, depth: number): boolean {
  const base = unwrap((prototype as { object: ASTNode }).object);
  const at = base?.type === 'Identifier' ? pathOfNode(q.ctx, base) : undefined;
  if (!at) return false;
  const found = evaluate(q, at, depth + 1);
  return found.length === 1 && found[0].kind === 'function' && functionClasses(q.index).names.has(found[0].fn);
}
