import type { ASTNode, ASTPath } from 'jscodeshift';
import { isInside, type NodeIndex } from '../ast/node-index';
import { isMember, keyName, memberName, unwrap } from '../ast/syntax';
import { computedMemberWrites, memberWrites } from './member-writes';
import { perIndex } from './per-declaration';
import type { ClassNode } from './value';

/*
 * Whether a class replaces a member it would otherwise inherit (docs/value-flow.md, "Classes and
 * instances"): `this.request = (p, i) => fetch(MIRROR + p, i)` in a constructor, a field `request = …`,
 * a method or accessor of that name, `Object.assign(this, overrides)`, `Object.defineProperty(this,
 * 'request', …)`, `Mirror.prototype.request = …` or `Mirror.request = …` written in the file. Then
 * `this.request(…)` on that class (or one below it) need not run the method a class above declares,
 * however little that method reads of `this`: the request it sends is not known to be the API's.
 * `this.request = this.request.bind(this)` keeps the same function, and replaces nothing.
 */

/** The calls that copy or define members on their first argument. */
const DEFINING_CALLS = new Set(['Object.assign', 'Object.defineProperty', 'Object.defineProperties', 'Reflect.set', 'Reflect.defineProperty']);

/**
 * Whether `cls` declares or writes a member `name` of its instances (`isStatic`: of the class itself)
 * in place of an inherited one, or copies members it does not name onto itself.
 */
export function replacesMember(index: NodeIndex, cls: ClassNode, name: string, isStatic: boolean): boolean {
  return declaresMember(cls, name, isStatic) || writesMember(index, cls, name, isStatic);
}

/**
 * Whether the file writes a member `name` on `cls`'s instances (`isStatic`: on the class) other than
 * by declaring it in the body: asked of the class that declares the method too, whose own
 * constructor may swap it (`if (mirror) this.request = …`).
 */
export function writesMember(index: NodeIndex, cls: ClassNode, name: string, isStatic: boolean): boolean {
  const className = (cls.id as { name?: string } | null | undefined)?.name;
  const onClass = (object: ASTNode | null | undefined, p: ASTPath): boolean => writtenOn(object, p, { cls, className, isStatic });
  for (const p of memberWrites(index, name)) {
    if (onClass((unwrap(p.value.left) as { object?: ASTNode }).object, p) && !rebinds(p.value as ASTNode, name)) return true;
  }
  // `this[key] = …`: any member may be the one written.
  if (computedMemberWrites(index).some((p) => memberName(unwrap(p.value.left)) === undefined && onClass((unwrap(p.value.left) as { object?: ASTNode }).object, p))) return true;
  return definingCalls(index).some((p) => {
    const call = p.value as { callee: ASTNode; arguments: ASTNode[] };
    return onClass(call.arguments[0], p) && definesName(memberName(unwrap(call.callee)) ?? '', call.arguments.slice(1), name);
  });
}

/** The file's `Object.assign(…)`, `Object.defineProperty(…)`… calls, once per index (asked for each `this.name(…)` call). */
const definingCalls = perIndex((index: NodeIndex): ASTPath[] =>
  index.of('CallExpression').filter((p) => {
    const callee = unwrap((p.value as { callee: ASTNode }).callee);
    return isMember(callee) && DEFINING_CALLS.has(`${dotted(unwrap(callee.object))}.${memberName(callee)}`);
  }),
);

/** Whether the class's body declares a member of that name on that side (a computed key that is no symbol may be any name). */
function declaresMember(cls: ClassNode, name: string, isStatic: boolean): boolean {
  return (cls.body.body as Array<ASTNode & { static?: boolean; computed?: boolean; key?: ASTNode }>).some((m) => {
    if (Boolean(m.static) !== isStatic || m.type === 'StaticBlock' || (m as { kind?: string }).kind === 'constructor') return false;
    if (m.type === 'TSIndexSignature' || m.type === 'TSDeclareMethod' || (m as { declare?: boolean }).declare) return false;
    const key = keyName(m as never);
    if (key !== undefined) return key === name;
    return m.computed === true && !isSymbolKey(m.key);
  });
}

/** A well-known symbol key (`[Symbol.iterator]`): never a plain name. */
function isSymbolKey(key: ASTNode | undefined): boolean {
  const k = unwrap(key);
  return isMember(k) && unwrap(k.object)?.type === 'Identifier' && (unwrap(k.object) as { name: string }).name === 'Symbol';
}

/**
 * Whether `object` (at `p`) is the class's side a write changes: `this` inside the class (its
 * instance, or the class in a static member), the class by name for its static side, its
 * `prototype` for its instances.
 */
function writtenOn(object: ASTNode | null | undefined, p: ASTPath, on: { cls: ClassNode; className?: string; isStatic: boolean }): boolean {
  const o = unwrap(object);
  if (o?.type === 'ThisExpression') return isInside(p, on.cls);
  if (on.className === undefined) return false;
  if (on.isStatic) return o?.type === 'Identifier' && (o as { name: string }).name === on.className;
  return isMember(o) && memberName(o) === 'prototype' && unwrap(o.object)?.type === 'Identifier' && (unwrap(o.object) as { name: string }).name === on.className;
}

/**
 * Whether a defining call's other arguments may define `name`: defineProperty and set name it (a
 * string), assign copies the keys its object literals write (anything else it is handed may hold any).
 */
function definesName(method: string, args: ASTNode[], name: string): boolean {
  const literal = (n: ASTNode | null | undefined): string | undefined => {
    const a = unwrap(n);
    return a && (a.type === 'StringLiteral' || a.type === 'Literal') && typeof (a as { value?: unknown }).value === 'string' ? (a as { value: string }).value : undefined;
  };
  if (method === 'defineProperty' || method === 'set') {
    const key = literal(args[0]);
    return key === undefined || key === name;
  }
  if (method !== 'assign') return true;
  return args.some((arg) => {
    const a = unwrap(arg);
    if (a?.type !== 'ObjectExpression') return true;
    return (a as { properties: Array<ASTNode & { computed?: boolean }> }).properties.some((prop) => prop.type === 'SpreadElement' || prop.computed || keyName(prop as never) === name);
  });
}

/** `this.name = this.name.bind(this)`: the same function, bound. */
function rebinds(assignment: ASTNode, name: string): boolean {
  const right = unwrap((assignment as { right?: ASTNode }).right);
  if (right?.type !== 'CallExpression') return false;
  const callee = unwrap((right as { callee: ASTNode }).callee);
  if (!isMember(callee) || memberName(callee) !== 'bind') return false;
  const bound = unwrap(callee.object);
  return isMember(bound) && memberName(bound) === name && unwrap(bound.object)?.type === 'ThisExpression';
}

/** `Object`, `Reflect`: a global's name. */
function dotted(n: ASTNode | null | undefined): string {
  return n?.type === 'Identifier' ? (n as { name: string }).name : '';
}
