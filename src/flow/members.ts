import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { annotatedType, typeMembers } from '../ast/typed-receivers';
import { keyName, stringValue, unwrap, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { classMember, isClass, typedValues } from './classes';
import { constructedMember } from './constructor-instances';
import { returnValues } from './invoke';
import { indexedValues } from './indexes';
import { lookupValues } from './computed-keys';
import { memberWrites } from './member-writes';
import { thisEvery } from './this-every';
import { evaluate, union, type Question } from './question';
import { unknown, type Value } from './value';
import { paramAt } from '../ast/this-parameter';

/*
 * What a member read holds (`x.name`, `x['name']`), given what `x` holds: a class's static member or
 * an instance's member (classes.ts), the member of an imported binding (modules.ts resolves it later,
 * in the module that declares it), a property of an object literal written with it (a method is a
 * function value), and, for a parameter declared with a type, what the type says (a class of the
 * file, an interface classes of the file implement, or a member of an interface or type literal
 * typed so: `ctx.client` for `ctx: Context` where `interface Context { client: CloudflareClient }`).
 * A read of a known list by a loop's index (`values[i]`) is each element, marked with its position
 * (indexes.ts).
 */

/** The name a member read reads: `x.name`, `x['name']`; undefined for a computed one. */
function memberKey(node: { computed?: boolean; property: ASTNode }): string | undefined {
  if (!node.computed) return node.property.type === 'Identifier' ? (node.property as { name: string }).name : undefined;
  return stringValue(node.property);
}

export function memberValues(q: Question, path: ASTPath, depth: number): Value[] {
  const node = path.value;
  const name = memberKey(node as { computed?: boolean; property: ASTNode });
  if (name === undefined) return indexedValues(q, path, depth) ?? lookupValues(q, path, depth) ?? [unknown(node)];
  const object = path.get('object');
  // `this.http` where `this` may be several values (this-every.ts): an HTTP client when every one holds one.
  const every = unwrap(object.value)?.type === 'ThisExpression' ? thisEvery(q, object, depth) : undefined;
  const held = every && union(q, node, ...every.map((v) => memberOf({ q, v, name, node, depth })));
  if (held && held.length > 0 && held.every((v) => v.kind === 'http')) return held;
  // (A client in some of them only is none: a static `this` read further on would see the class's own alone.)
  if (held?.some((v) => v.kind === 'http')) return [unknown(node)];
  const receiver = evaluate(q, object, depth + 1);
  return union(q, node, ...receiver.map((v) => memberOf({ q, v, name, node, depth })));
}

/** A read of member `name` (at `node`) of a value, `depth` steps into the evaluation. */
interface MemberRead {
  q: Question;
  name: string;
  node: ASTNode;
  depth: number;
}

/** A read of member `name` of the value `v`. */
interface ValueMemberRead extends MemberRead {
  v: Value;
}

function memberOf(read: ValueMemberRead): Value[] {
  const found = memberKind(read);
  // A member of a loop's element (`s.id` for `for (const s of [{ id: 'minify' }])`) is reached from the loop too: one value per element.
  const { element } = read.v;
  return element ? found.map((f) => ({ ...f, element: f.element ?? element })) : found;
}

function memberKind({ q, v, name, node, depth }: ValueMemberRead): Value[] {
  const via = <T extends Value>(found: T[]): T[] => (v.typed ? found.map((f) => ({ ...f, typed: f.typed ?? v.typed })) : found);
  switch (v.kind) {
    case 'instance':
      if (!isClass(v.cls)) return via(constructedMember({ q, ctor: v.cls, name, node, made: v.node, depth }));
      return via(classMember({ q, cls: v.cls, name, read: { node, isStatic: false, made: v.node }, depth }));
    case 'class':
      return classMember({ q, cls: v.cls, name, read: { node, isStatic: true, self: v.self }, depth });
    case 'object':
      // What the literal writes, unless something out of sight may change it (objects.ts says when).
      return v.open ? [unknown(node)] : objectMember({ q, object: v.node, name, node, depth });
    case 'import':
      // A namespace's member is the module's export of that name.
      if (v.name === '*' && v.members.length === 0 && !v.instance) return [{ ...v, name, node }];
      return [{ ...v, members: [...v.members, name], node }];
    case 'http': {
      // An axios instance's `defaults`: an object writing its base, other keys unknown (`{ ...api.defaults, headers }`). Got's is
      // `{ options, handlers, mutableDefaults }` (no `prefixUrl` of its own; its `options` an Options class's instance in got 12+): unknown.
      const config = unwrap(v.node.arguments[0] as MaybeNode);
      const base = name === 'defaults' && v.client === 'axios' && config?.type === 'ObjectExpression' ? v.base : undefined;
      return base ? [{ kind: 'object', node: config as ObjectExpression, writes: [{ key: 'baseURL', value: base, at: base }], open: true }] : [unknown(node)];
    }
    case 'url':
      // `u.href`: the URL's text, the same value (the resolver reads it).
      return name === 'href' ? [v] : [unknown(node)];
    case 'unknown':
      if (v.origin.kind === 'parameter') return typedMember({ q, type: declaredType(v.origin.fn, v.origin.index), name, node, depth });
      // A member of what an imported function returns: still unknown here, saying which (value.ts's `returned`).
      if (v.origin.kind === 'returned' && v.origin.members.length === 0) return [unknown(node, { ...v.origin, members: [name] })];
      if (v.node.type === 'ObjectExpression') return objectMember({ q, object: v.node, name, node, depth });
      return [unknown(node)];
    default:
      return [unknown(node)];
  }
}

/** The type a function's parameter is declared with (`ctx: Context`, `ctx: Context = …`, `private ctx: Context`). */
function declaredType(fn: FunctionNode, index: number): ASTNode | undefined {
  let param = paramAt(fn, index) as unknown as { type: string; parameter?: ASTNode; left?: ASTNode } | undefined;
  if (param?.type === 'TSParameterProperty') param = param.parameter as typeof param;
  if (param?.type === 'AssignmentPattern') param = param.left as typeof param;
  return param?.type === 'Identifier' ? annotatedType(param as { typeAnnotation?: unknown }) : undefined;
}

/** A member of a value declared with `type`: of the classes the type stands for, else the type's own member's type. */
function typedMember({ q, type, name, node, depth }: MemberRead & { type: ASTNode | undefined }): Value[] {
  if (!type) return [unknown(node)];
  const instances = typedValues(q, type, node);
  if (instances) return union(q, node, ...instances.map((i) => memberOf({ q, v: i, name, node, depth })));
  const member = typeMembers(q.index, type).find((m) => m.name === name);
  if (member?.type.type === 'TSMethodSignature') return [unknown(node)];
  return (member && typedValues(q, member.type, node)) ?? [unknown(node)];
}

/**
 * A property of an object literal (`const api = { setSetting(z, id, v) {…} }` read as
 * `api.setSetting`): a method is a function value, a getter its return values, a property its value.
 * Unknown when the literal spreads another object, writes the key twice, or the file assigns a member
 * of that name anywhere (`api.setSetting = …`).
 */
function objectMember({ q, object, name, node, depth }: MemberRead & { object: ASTNode }): Value[] {
  const at = pathOfNode(q.ctx, object);
  const properties = (object as { properties: Array<ASTNode & { computed?: boolean; kind?: string }> }).properties;
  if (!at || properties.some((p) => p.type === 'SpreadElement' || p.computed)) return [unknown(node)];
  const found = properties.map((p, i) => ({ p, i })).filter(({ p }) => keyName(p as never) === name);
  if (found.length !== 1 || memberWrites(q.index, name).length > 0) return [unknown(node)];
  const [{ p, i }] = found;
  const prop = at.get('properties', i);
  if (p.type === 'ObjectMethod') {
    if (p.kind === 'method') return [{ kind: 'function', fn: p as never }];
    if (p.kind === 'get') return returnValues(q, prop, depth) ?? [unknown(node)];
    return [unknown(node)];
  }
  return p.type === 'ObjectProperty' || p.type === 'Property' ? evaluate(q, prop.get('value'), depth + 1) : [unknown(node)];
}
