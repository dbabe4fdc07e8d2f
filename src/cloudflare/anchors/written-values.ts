import type { ASTNode, ASTPath, ClassDeclaration, ClassExpression } from 'jscodeshift';
import { bindingsOf, localInit } from '../../ast/bindings';
import { thisOwner } from '../../ast/scope';
import { nodeIndex, pathOfNode, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { getProperty, isMember, keyName, memberName, receiverKey, unwrap, unwrapAwait, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { returnedValues } from '../responses/returns';

/*
 * Values a file writes where a URL is read from through a property or a method: a configuration
 * object (`cfg.baseUrl` of a module const object literal, or of what a function of the file returns,
 * `const cfg = loadConfig()`), a static method or getter of a class of the file (`Api.root()`,
 * `static get base()`), an instance getter or method read through `this` (`this.base`,
 * `this.root()`), a getter of an object literal. Only a value written once counts: a function with
 * one `return`, a property nobody assigns later.
 */

type Ctx = IndexContext;
const MAX_DEPTH = 6;
type ClassNode = ClassDeclaration | ClassExpression;

/** Functions (declarations and const arrows) and classes of the file by name, once per index. */
const declared = new WeakMap<NodeIndex, { functions: Map<string, FunctionNode | null>; classes: Map<string, ClassNode | null> }>();
function declarationsOf(ctx: Ctx) {
  const index = nodeIndex(ctx.j, ctx.root);
  let found = declared.get(index);
  if (!found) {
    const functions = new Map<string, FunctionNode | null>();
    const classes = new Map<string, ClassNode | null>();
    // A name declared twice (in two scopes) is not one value: null.
    const add = <T>(map: Map<string, T | null>, name: string | undefined, node: T) => name && map.set(name, map.has(name) ? null : node);
    const nameOf = (id: MaybeNode): string | undefined => (id?.type === 'Identifier' ? id.name : undefined);
    index.of('FunctionDeclaration').forEach((p) => add<FunctionNode>(functions, nameOf(p.value.id), p.value));
    index.of('ClassDeclaration').forEach((p) => add<ClassNode>(classes, nameOf(p.value.id), p.value));
    index.of('VariableDeclarator').forEach((p) => {
      const init = unwrap(p.value.init);
      if (p.value.id.type !== 'Identifier') return;
      if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') add(functions, p.value.id.name, init);
      else if (init?.type === 'ClassExpression') add(classes, p.value.id.name, init);
    });
    found = { functions, classes };
    declared.set(index, found);
  }
  return found;
}

/** The one value a function returns, when it has exactly one `return` (or an expression body). */
function onlyReturned(fn: MaybeNode): ASTNode | undefined {
  const values = returnedValues(fn);
  return values.length === 1 ? values[0] : undefined;
}

/** A member of a class body by name: static or not, a method, getter or field. */
function classMember(cls: ClassNode | null | undefined, name: string, isStatic: boolean, kinds: string[]): FunctionNode | undefined {
  const members = (cls?.body.body ?? []).map(unwrap).filter((m) => !!m.static === isStatic && !m.computed && keyName(m) === name);
  if (members.length !== 1) return undefined;
  const m = members[0];
  return (m.type === 'ClassMethod' || m.type === 'MethodDefinition') && kinds.includes(m.kind) ? (m.type === 'MethodDefinition' ? m.value : m) : undefined;
}

/** The class `this` stands for at a path (see `thisOwner`: not through a plain function nested in a method). */
const thisClass = (path: ASTPath | undefined): ClassNode | undefined => (path ? ((thisOwner(path) ?? undefined) as ClassNode | undefined) : undefined);

/** Whether the file assigns `<object>.<name> = …` somewhere (the property is not one value). */
function propertyAssigned(ctx: Ctx, objectKey: string, name: string): boolean {
  return nodeIndex(ctx.j, ctx.root)
    .of('AssignmentExpression')
    .some((p) => {
      const left = unwrap(p.value.left);
      return isMember(left) && memberName(left) === name && receiverKey(left.object) === objectKey;
    });
}

/** The object literal an expression stands for: itself, a const holding it, a property of one, a function's one returned literal. */
export function objectLiteralOf(ctx: Ctx, node: MaybeNode, at?: ASTPath, depth = 0): ASTNode | undefined {
  const n = unwrapAwait(node);
  if (!n || depth > MAX_DEPTH) return undefined;
  if (n.type === 'ObjectExpression') return n;
  const key = receiverKey(n);
  if (key !== undefined) {
    const value = bindingsOf(ctx.j, ctx.root).value(key) ?? (at && n.type === 'Identifier' ? localInit(ctx, at, n.name) : undefined);
    return value === undefined ? undefined : objectLiteralOf(ctx, value, at, depth + 1);
  }
  if (isMember(n) && !n.computed) {
    const name = memberName(n);
    const owner = objectLiteralOf(ctx, n.object, at, depth + 1);
    const prop = name && owner ? getProperty(owner, name) : undefined;
    return prop && prop.type !== 'ObjectMethod' ? objectLiteralOf(ctx, prop.value, at, depth + 1) : undefined;
  }
  if (n.type === 'CallExpression' && unwrap(n.callee)?.type === 'Identifier') {
    const fn = declarationsOf(ctx).functions.get(unwrap(n.callee).name);
    return fn ? objectLiteralOf(ctx, onlyReturned(fn), at, depth + 1) : undefined;
  }
  return undefined;
}

/**
 * The expression a property read or a method call stands for, when the file writes it once (see
 * above): `cfg.baseUrl` → the literal in the object, `Api.root()` → what `static root()` returns.
 * Undefined when it cannot be known here.
 */
export function writtenValue(ctx: Ctx, node: MaybeNode, at?: ASTPath): ASTNode | undefined {
  const n = unwrap(node);
  if (isMember(n) && !n.computed) {
    const name = memberName(n);
    if (!name) return undefined;
    const object = unwrap(n.object);
    if (object?.type === 'ThisExpression') {
      // A getter of the class the read is in (`get base() { return … }`).
      const getter = classMember(thisClass(at ?? pathOfNode(ctx, n)), name, false, ['get']);
      return getter ? onlyReturned(getter) : undefined;
    }
    if (object?.type === 'Identifier') {
      const cls = declarationsOf(ctx).classes.get(object.name);
      if (cls) {
        const getter = classMember(cls, name, true, ['get']);
        return getter ? onlyReturned(getter) : undefined;
      }
    }
    const owner = objectLiteralOf(ctx, object, at);
    const prop = owner ? getProperty(owner, name) : undefined;
    if (!prop) return undefined;
    const ownerKey = receiverKey(object);
    if (ownerKey !== undefined && propertyAssigned(ctx, ownerKey, name)) return undefined;
    if (prop.type === 'ObjectMethod') return prop.kind === 'get' ? onlyReturned(prop) : undefined;
    return prop.value;
  }
  if (n?.type === 'CallExpression' && n.arguments.length === 0 && isMember(n.callee) && !n.callee.computed) {
    // `Api.root()` (a static method), `this.root()` (a method of the class the call is in).
    const name = memberName(n.callee);
    const object = unwrap(n.callee.object);
    if (!name) return undefined;
    const method =
      object?.type === 'ThisExpression'
        ? classMember(thisClass(at ?? pathOfNode(ctx, n)), name, false, ['method'])
        : object?.type === 'Identifier'
          ? classMember(declarationsOf(ctx).classes.get(object.name), name, true, ['method'])
          : undefined;
    return method && method.params.length === 0 ? onlyReturned(method) : undefined;
  }
  return undefined;
}
