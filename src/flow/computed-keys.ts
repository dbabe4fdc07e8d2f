import type { ASTNode, ASTPath, Identifier, ForInStatement, ForOfStatement, MemberExpression, VariableDeclaration, VariableDeclarator } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isFunction, isMember, objectFunction, unwrap, type FunctionNode } from '../ast/syntax';
import { bindingUses, exportedName } from './binding-uses';
import { callbackLoop } from './loops';
import { evaluate, union, type Question } from './question';
import { knownText, text, unknown, type ObjectValue, type PropertyWrite, type Value } from './value';

/*
 * Writes of an object's properties made through a key the code computes (objects.ts): `b[k] = a[k]`
 * with `k` walking a known list (`['type', 'name'].forEach((k) => { … })`, `for (const k of KEYS)`)
 * writes each of the list's keys; a key the layer does not know leaves the object open. A read by such
 * a key of a table (`PATHS[key]`) is any of its values; a loop over a table's keys walks its entries.
 */

/** The keys a computed write (`o[k] = …`, the key's path) writes: every string the key may hold, when the layer knows each; undefined otherwise. */
export function computedKeys(q: Question, key: ASTPath): string[] | undefined {
  const found = evaluate(q, key, 1);
  const keys = found.map(knownText);
  if (keys.length === 0 || keys.some((k) => k === undefined)) return undefined;
  return [...new Set(keys as string[])];
}

/**
 * The innermost callback between a use (`p`) and the function that declares the object (`owner`,
 * undefined at the top of the module) when each function on the way is the callback of a loop over a
 * known list (`['type', 'name'].forEach((k) => …)`: an array's, run there, once per element, before the
 * code after it; not `async`, not a generator). Undefined when the use is in the owner itself or any
 * function on the way may run at another time.
 */
export function listCallbackOf(q: Question, p: ASTPath, owner: ASTNode | undefined): FunctionNode | undefined {
  let innermost: FunctionNode | undefined;
  for (let at: ASTPath | null = p.parentPath; at; at = at.parentPath) {
    const fn = at.value;
    if (fn === owner) return innermost;
    if (!isFunction(fn)) continue;
    if (fn.async || fn.generator) return undefined;
    const loop = callbackLoop(at as ASTPath<FunctionNode>);
    const list = loop ? evaluate(q, loop.list, 1) : [];
    if (list.length !== 1 || list[0].kind !== 'list') return undefined;
    innermost ??= fn;
  }
  return owner === undefined ? innermost : undefined;
}

/**
 * `o[k] = v` written through the name `p` reads, as a write whose key is not known: the value and the
 * statement (objects.ts asks it for a use it does not follow, so `k` is one the layer does not know).
 */
export function anyKeyWrite(p: ASTPath<Identifier>): Omit<PropertyWrite, 'key' | 'branch'> | undefined {
  let at: ASTPath = p;
  while (at.parent && unwrap(at.parent.value) === p.value && at.parent.value !== p.value) at = at.parent;
  const member = at.parent?.value;
  const assignment = at.parent?.parent?.value;
  if (!isMember(member) || !member.computed || member.object !== at.value) return undefined;
  if (assignment?.type !== 'AssignmentExpression' || assignment.left !== member || assignment.operator !== '=') return undefined;
  const holder = at.parent.parent.parent?.value;
  return { value: assignment.right, at: holder?.type === 'ExpressionStatement' ? holder : assignment };
}

/**
 * `T[k]` with `k` a key the layer does not know, `T` a table (`readTable`) whose every value is a string
 * literal: each of those values, marked with its entry (`lookup`), or unknown too where `k` may name no
 * entry. Undefined for any other read (the member read then holds an unknown).
 */
export function lookupValues(q: Question, path: ASTPath, depth: number): Value[] | undefined {
  const node = path.value as MemberExpression;
  const table = readTable(q, path.get('object'), depth);
  const literal = (w: PropertyWrite): string | undefined => (['StringLiteral', 'Literal'].includes(w.value.type) && typeof (w.value as { value?: unknown }).value === 'string' ? (w.value as { value: string }).value : undefined);
  if (!table || table.writes.length === 0 || table.writes.some((w) => literal(w) === undefined)) return undefined;
  const keys = computedKeys(q, path.get('property'));
  const writes = keys ? table.writes.filter((w) => keys.includes(w.key)) : table.writes;
  const missed = !keys || keys.some((k) => !writes.some((w) => w.key === k));
  const found = writes.map((w): Value => ({ ...text(literal(w)!, w.value), lookup: { object: table.node, at: w.at, read: node } }));
  return union(q, node, ...found.map((v) => [v]), missed ? [unknown(node)] : []);
}

/**
 * `k` of `for (const k in T)` or `for (const k of Object.keys(T))`, `k` and `v` of `for (const [k, v] of Object.entries(T))`, `T` a
 * table (`readTable`) whose literal writes each entry itself: each key (or value), marked with its entry and the loop (`lookup.walk`).
 */
export function walkedKeys(q: Question, declarator: ASTPath<VariableDeclarator>, id: Identifier, depth: number): Value[] | undefined {
  const head = declarator.parent?.value as VariableDeclaration | undefined;
  const at = declarator.parent?.parent as ASTPath<ForInStatement | ForOfStatement> | undefined;
  const [loop, pattern] = [at?.value, declarator.value.id];
  if (head?.kind !== 'const' || (loop?.type !== 'ForInStatement' && loop?.type !== 'ForOfStatement') || loop.left !== head || head.declarations.length !== 1) return undefined;
  const call = unwrap(loop.right);
  const method = loop.type === 'ForInStatement' ? 'in' : call?.type === 'CallExpression' && call.arguments.length === 1 && !loop.await ? objectFunction(call) : undefined;
  const part = pattern === id && (method === 'in' || method === 'keys') ? 0 : method === 'entries' && pattern.type === 'ArrayPattern' ? pattern.elements.indexOf(id) : -1;
  const object = part !== 0 && part !== 1 ? undefined : method === 'in' ? at!.get('right') : pathOfNode(q.ctx, call.arguments[0]);
  const table = object ? readTable(q, object as ASTPath, depth) : undefined;
  if (!table || table.writes.some((w) => !(table.node.properties as ASTNode[]).includes(w.at))) return undefined;
  return union(q, id, ...table.writes.map((w) => {
    const lookup = { object: table.node, at: w.at, read: id, walk: loop };
    const value = part === 1 ? pathOfNode(q.ctx, w.value) : undefined;
    const found = part === 0 ? [text(w.key, null)] : value ? evaluate(q, value, depth + 1) : [unknown(w.value)];
    return found.map((v): Value => ({ ...v, lookup }));
  }));
}

/** The object literal a `const` (`path`, its name) holds, not exported, every use only reading it (`onlyRead`), known whole; else undefined. */
function readTable(q: Question, path: ASTPath, depth: number): ObjectValue | undefined {
  const name = unwrap(path.value);
  if (name?.type !== 'Identifier') return undefined;
  const [declaration, ...more] = declarationsAt(q.index, path, name.name);
  const declarator = declaration?.declarator?.value;
  if (!declaration || more.length > 0 || declarator?.type !== 'VariableDeclarator' || declaration.declarator?.parent?.value.kind !== 'const') return undefined;
  const uses = bindingUses(q.index, q.ctx.root, declaration);
  if (exportedName(declaration, uses) || !uses.every(onlyRead)) return undefined;
  const [table, ...others] = evaluate(q, path, depth + 1);
  return others.length === 0 && table?.kind === 'object' && !table.open && !table.anyKey && table.node === unwrap(declarator.init) ? table : undefined;
}

/** A use of a table that leaves it as written: a member read that is not written (`T[k]`, `T.ssl`, `T.hasOwnProperty(k)`), `k in T`, `for (k in T)`, `Object.keys(T)` (`entries`, `values`, `hasOwn`). */
function onlyRead(ref: ASTPath): boolean {
  const parent = ref.parent?.value;
  if (isMember(parent) && parent.object === ref.value) {
    const outer = ref.parent.parent?.value;
    const written = (outer?.type === 'AssignmentExpression' && outer.left === parent) || outer?.type === 'UpdateExpression' || (outer?.type === 'UnaryExpression' && outer.operator === 'delete');
    return !written && !isMember(outer);
  }
  if ((parent?.type === 'BinaryExpression' && parent.operator === 'in') || parent?.type === 'ForInStatement') return parent.right === ref.value;
  return parent?.type === 'CallExpression' && parent.arguments[0] === ref.value && ['keys', 'entries', 'values', 'hasOwn'].includes(objectFunction(parent) ?? '');
}
