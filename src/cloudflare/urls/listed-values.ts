import type { ArrayExpression, ASTNode, ASTPath, ObjectExpression, VariableDeclarator } from 'jscodeshift';
import { bindingsOf, localInit } from '../../ast/bindings';
import { currentIndex, nodeIndex, pathOfNode, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { ELEMENT_CALLBACKS, isMember, isProperty, keyName, memberName, propertyValue, unwrap, type MaybeNode } from '../../ast/syntax';

/*
 * Requests made in a loop over a list written in the file: `const endpoints = [{ name, url: … }, …]`
 * then `for (const e of endpoints) fetch(e.url)`, `endpoints.map((e) => fetch(e.url))`,
 * `for (const { url } of endpoints)`, `for (const u of urls)`, `const e = endpoints[i]`. A read of the
 * loop's element (`e.url`, `url`, `u`) takes one value per element of the list: each is a value the
 * request may be sent with, and each element's other keys (`e.method`, `e.body`) go with it.
 */

/** A read of a loop's element: the loop (one node for every read of the same element) and its value for each element. */
export interface ListedRead {
  loop: ASTNode;
  /** The value read, per element of the list; undefined where the element does not write it. */
  values: Array<ASTNode | undefined>;
}

/** Calls that change which elements an array holds. */
const MUTATORS = new Set(['push', 'unshift', 'splice', 'pop', 'shift']);

/** The array literal an expression stands for: itself, a const, or a variable of the calling function never reassigned. Every element written (no hole, no spread). */
export function arrayLiteral(ctx: IndexContext, node: MaybeNode, at?: ASTPath): ArrayExpression | undefined {
  let n = unwrap(node);
  for (let step = 0; step < 3 && n; step++) {
    if (n.type === 'ArrayExpression') return n.elements.every((e: MaybeNode) => e && e.type !== 'SpreadElement') ? n : undefined;
    if (n.type !== 'Identifier') return undefined;
    n = unwrap(bindingsOf(ctx.j, ctx.root).value(n.name) ?? (at ? localInit(ctx, at, n.name) : undefined));
  }
  return undefined;
}

/** An object literal an element stands for: itself or a const holding it. */
function objectLiteral(ctx: IndexContext, node: MaybeNode): ObjectExpression | undefined {
  let n = unwrap(node);
  if (n?.type === 'Identifier') n = unwrap(bindingsOf(ctx.j, ctx.root).value(n.name));
  return n?.type === 'ObjectExpression' ? n : undefined;
}

/** The key a destructuring pattern binds `name` to (`{ url }`, `{ url: u }`), '' for the pattern itself, undefined when it does not bind it so. */
function keyBound(pattern: MaybeNode, name: string): string | undefined {
  if (pattern?.type === 'Identifier') return pattern.name === name ? '' : undefined;
  if (pattern?.type !== 'ObjectPattern') return undefined;
  for (const prop of pattern.properties) {
    if (isProperty(prop) && !prop.computed && prop.value.type === 'Identifier' && prop.value.name === name) return keyName(prop);
  }
  return undefined;
}

/** The list a loop variable declared at `declarator` or as the first parameter of `fn` iterates, and the pattern that binds it. */
function iterated(ctx: IndexContext, declarator: ASTPath | undefined, fn: ASTNode | undefined): { loop: ASTNode; list: ASTNode; pattern: ASTNode; at: ASTPath } | undefined {
  if (declarator) {
    const d = declarator.value as VariableDeclarator;
    const declaration = declarator.parentPath?.parentPath;
    const holder = declaration?.parentPath?.value;
    if (holder?.type === 'ForOfStatement' && holder.left === declaration.value && !holder.await) {
      return { loop: d, list: holder.right, pattern: d.id, at: declaration.parentPath };
    }
    // `const e = endpoints[i]` in a counted loop.
    const init = unwrap(d.init);
    if (isMember(init) && init.computed && unwrap(init.property)?.type === 'Identifier') {
      return { loop: d, list: init.object, pattern: d.id, at: declarator };
    }
    return undefined;
  }
  const at = fn && pathOfNode(ctx, fn);
  const call = at?.parentPath?.parentPath?.value;
  if (!at || call?.type !== 'CallExpression' || call.arguments[0] !== fn || !isMember(call.callee)) return undefined;
  if (!ELEMENT_CALLBACKS.has(memberName(call.callee) ?? '')) return undefined;
  const fnNode = fn as ASTNode & { params: ASTNode[] };
  return { loop: fn!, list: call.callee.object, pattern: fnNode.params[0], at };
}

/** The index of the tree as it is now: the runner's (which follows edits), else the one built once for the tree. */
const indexOf = (ctx: IndexContext) => (ctx.memo ? currentIndex(ctx) : nodeIndex(ctx.j, ctx.root));

/** Whether the file changes which elements a list named `name` holds (`name.push(…)`). */
function mutated(ctx: IndexContext, name: string): boolean {
  return indexOf(ctx)
    .of('CallExpression')
    .some((p) => {
      const callee = unwrap(p.value.callee);
      return isMember(callee) && MUTATORS.has(memberName(callee) ?? '') && unwrap(callee.object)?.type === 'Identifier' && unwrap(callee.object).name === name;
    });
}

/**
 * The values an expression at `at` takes when it reads the element of a loop over a list written in
 * the file (see above); undefined when it is no such read, or the list is not an array literal that
 * the file leaves as written.
 */
export function listedValues(ctx: IndexContext, node: MaybeNode, at: ASTPath): ListedRead | undefined {
  const n = unwrap(node);
  const object = isMember(n) && !n.computed ? unwrap(n.object) : n;
  const member = object === n ? undefined : memberName(n);
  if (object?.type !== 'Identifier' || (object !== n && member === undefined)) return undefined;
  const declarations = declarationsAt(indexOf(ctx), at, object.name);
  if (declarations.length !== 1) return undefined;
  const [declaration] = declarations;
  const fn = declaration.declarator ? undefined : declaration.scope;
  const loop = iterated(ctx, declaration.declarator, fn);
  if (!loop) return undefined;
  const bound = keyBound(loop.pattern, object.name);
  if (bound === undefined) return undefined;
  const keys = [bound, member].filter((k): k is string => !!k);
  const array = arrayLiteral(ctx, loop.list, loop.at);
  const listName = unwrap(loop.list)?.type === 'Identifier' ? unwrap(loop.list).name : undefined;
  if (!array || (listName && mutated(ctx, listName))) return undefined;
  const values = array.elements.map((element) => {
    let value: MaybeNode = element;
    for (const key of keys) value = propertyValue(objectLiteral(ctx, value), key);
    return value ?? undefined;
  });
  return { loop: loop.loop, values };
}

/**
 * The value an expression takes for one element of a loop (`e.method` for the element a request's
 * URL came from): null when the element does not write it, undefined when the expression is no read
 * of that loop's element.
 */
export function elementValue(ctx: IndexContext, node: MaybeNode, at: ASTPath, element: { loop: ASTNode; index: number }): ASTNode | null | undefined {
  const read = node ? listedValues(ctx, node, at) : undefined;
  return read?.loop === element.loop ? read.values[element.index] ?? null : undefined;
}
