import type { ASTNode, ASTPath, Identifier, ObjectExpression } from 'jscodeshift';
import { identifiersNamedIn, pathOfNode } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isFunction, isMember, isProperty, keyName, memberName, unwrap } from '../ast/syntax';
import { evaluate, type Question } from './question';
import { stepAt } from './uses';
import { perDeclaration } from './per-declaration';
import { anyKeyWrite, computedKeys, listCallbackOf } from './computed-keys';
import type { ObjectValue, PropertyWrite, Value } from './value';
import { writtenKeys } from './declared';
import type { RunModules } from '../types';

/*
 * Objects (docs/value-flow.md, "Objects"): what an object literal holds, and what is written on it
 * afterwards through the name that holds it (`body.data = {…}`, `Object.assign(body, {…})`, `body[k] = …`
 * with `k` walking a known list: each of its keys), each
 * write with the branch it is made in (a `case`, an `if`'s branch, a loop's body, the statement of a
 * computed key that may be one of several) when it may not run.
 * A property is not evaluated here: a write names its expression, whose values are asked when a
 * recogniser wants them. Whatever may add or change a property out of sight makes the object `open`.
 */

/**
 * The object an object literal makes: its entries, in order (a spread of one known object: that object's
 * writes first; of another value, the keys its written type declares, `declared`).
 */
export function objectLiteral(q: Question, path: ASTPath<ObjectExpression>, depth: number): Value[] {
  const node = path.value;
  const writes: PropertyWrite[] = [];
  const anyKey: Omit<PropertyWrite, 'key'>[] = [];
  const declared: PropertyWrite[] = [];
  let open = false;
  node.properties.forEach((p, i) => {
    if (p.type === 'SpreadElement' || (p.type as string) === 'SpreadProperty') {
      const argument = path.get('properties', i, 'argument');
      const spread = evaluate(q, argument, depth + 1);
      const [one] = spread;
      if (spread.length === 1 && one.kind === 'object') {
        writes.push(...one.writes);
        open ||= one.open;
      } else {
        open = true;
        for (const key of writtenKeys(q.index, (q.ctx as { modules?: RunModules }).modules, argument)) declared.push({ key, value: argument.value, at: p });
      }
      return;
    }
    const key = isProperty(p) || p.type === 'ObjectMethod' ? keyName(p) : undefined;
    if (key === undefined) {
      open = true;
      if (isProperty(p)) anyKey.push({ value: p.value, at: p });
    } else writes.push({ key, value: isProperty(p) ? p.value : p, at: p });
  });
  return [{ kind: 'object', node, writes, open, ...(anyKey.length > 0 && { anyKey }), ...(declared.length > 0 && { declared }) }];
}

/**
 * The object a name declared with it holds at `read`: the writes made through the name before the
 * read, in the function that declares it, each with its branch. A read inside a loop also sees the
 * writes after it; a use in a callback (which may run at any time) opens it, but for the callback of a
 * loop over a known list (`KEYS.forEach((k) => { b[k] = a[k] })`, run there: computed-keys.ts), as does any use the layer
 * does not follow (the object handed to a call, `delete o.x`, `o.data.name = …`).
 */
export function heldObject(q: Question, declaration: Declaration, object: ObjectValue, read: ASTPath): ObjectValue {
  const inLoop = enclosingLoop(read, declaration.scope) !== undefined;
  const readAt = start(read.value);
  const writes = [...object.writes];
  const anyKey = [...(object.anyKey ?? [])];
  let open = object.open;
  for (const use of changesOf(q, declaration)) {
    if (use.name === read.value) continue;
    if (!use.elsewhere && start(use.name) > readAt && !inLoop) continue;
    if (use.writes && !use.elsewhere) writes.push(...use.writes);
    else open = true;
    if (use.anyKey) anyKey.push(use.anyKey);
  }
  return { ...object, writes, open, ...(anyKey.length > 0 && { anyKey }) };
}

/** The writes of a property of an object, in order; the last unconditional one wins over those before it. */
export function propertyWrites(object: ObjectValue, key: string): PropertyWrite[] {
  return object.writes.filter((w) => w.key === key);
}

/** A use of the name that may change its object. */
interface Use {
  /** The identifier read (its position, and the read asked about is not a use of its own). */
  name: ASTNode;
  /** The writes it makes; undefined when it may change the object in a way the layer does not follow. */
  writes?: PropertyWrite[];
  /** Made in another function than the declaration's (a callback): it may run at any time. */
  elsewhere?: true;
  /** A write through a key the layer does not know (`b[k] = …`, computed-keys.ts). */
  anyKey?: Omit<PropertyWrite, 'key'>;
}

/** The uses of a declared name that may change its object, once per declaration and index. */
const changesOf = perDeclaration(collectUses);

/** Calls that take the object without changing it (also asked by src/cloudflare/anchors/sent-body.ts). */
export const READERS = new Set(['JSON.stringify', 'console.log', 'console.debug', 'console.info', 'console.warn', 'console.error', 'Object.keys', 'Object.entries', 'Object.values']);

function collectUses(q: Question, declaration: Declaration): Use[] {
  const { id } = declaration;
  const owner = functionOf(pathOfNode(q.ctx, id));
  const uses: Use[] = [];
  for (const p of identifiersNamedIn(q.index, q.ctx.root, declaration.scope, id.name)) {
    if (p.value === id || !declarationsAt(q.index, p, id.name).some((d) => d.id === id)) continue;
    const use = useAt(q, p);
    if (use === 'none') continue;
    // In a callback of a loop over a known list (`KEYS.forEach((k) => …)`): made there, in the loop's body.
    const callback = functionOf(p) !== owner ? listCallbackOf(q, p, owner) : undefined;
    const branch = callback ? { branch: branchOf(p, callback).branch ?? callback } : branchOf(p, declaration.scope);
    const unknownKey = use ? undefined : anyKeyWrite(p);
    uses.push({
      name: p.value,
      ...(use && { writes: use.map((w) => ({ ...w, ...branch })) }),
      ...(unknownKey && { anyKey: { ...unknownKey, ...branch } }),
      ...(functionOf(p) !== owner && !callback && { elsewhere: true as const }),
    });
  }
  return uses;
}

/**
 * What one use of the name does to its object (the layer's one step on, uses.ts): `none` (a read of a
 * property, the object passed to a reader such as JSON.stringify, returned, awaited, dropped), the
 * writes it makes, or undefined for a change the layer does not follow (the object handed to a call
 * or to another name, `delete o.x`, `o.data.name = …`).
 */
function useAt(q: Question, p: ASTPath<Identifier>): PropertyWrite[] | undefined | 'none' {
  // The key of a shorthand entry (`{ body }`, a node of its own): the entry's value is the use; a declaration again (`var o`).
  const parent = p.parent?.value;
  if (isProperty(parent) && parent.shorthand && parent.key === p.value && parent.value !== p.value && p.parent.parent?.value?.type === 'ObjectExpression') return 'none';
  if (parent?.type === 'VariableDeclarator' && parent.id === p.value) return 'none';
  const use = stepAt(q.ctx, p);
  if (use?.kind === 'member') {
    const outer = use.at.parent?.value;
    if (!use.written) return isTargetOfWrite(use.at) ? undefined : 'none';
    if (outer?.type !== 'AssignmentExpression' || outer.operator !== '=') return undefined;
    // A computed key (`o[k] = …`): each key the layer says it may be (computed-keys.ts).
    const keys = use.key !== undefined ? [use.key] : isMember(use.at.value) && use.at.value.computed ? computedKeys(q, use.at.get('property')) : undefined;
    const holder = use.at.parent.parent?.value;
    const statement = holder?.type === 'ExpressionStatement' ? holder : outer;
    // One of several keys (`o[asComment ? 'comment' : 'type'] = …`): each may not be the one written, as
    // on a branch of its own (the statement); a loop over the keys gives its writes the loop's branch.
    return keys?.map((key) => ({ key, value: outer.right, at: statement, ...(keys.length > 1 && { branch: statement }) }));
  }
  if (use?.kind === 'argument' && use.via?.value.type === 'CallExpression' && use.at.parent?.value === use.via.value) {
    const callee = calleeName(use.via.value.callee);
    if (callee === 'Object.assign' && use.index === 0) return assignedObject(use.via.value, use.at);
    return callee !== undefined && READERS.has(callee) ? 'none' : undefined;
  }
  // Returned, awaited, dropped, an operand (`k in o`), walked (`for (k in o)`): read. Handed on (`const b = o`, `{ record: o }`, `[o]`) or reassigned: whatever holds it may change it.
  const operand = use?.kind === 'other' && (parent?.type === 'BinaryExpression' || (parent?.type === 'ForInStatement' && parent.right === p.value));
  return operand || use?.kind === 'returned' || use?.kind === 'awaited' || use?.kind === 'dropped' ? 'none' : undefined;
}

/** `Object.assign(o, {…})`: one write per entry of the literal; undefined for a source the layer does not read (a spread, a computed key, a name). */
function assignedObject(call: { arguments: ASTNode[] }, at: ASTPath): Omit<PropertyWrite, 'branch'>[] | undefined {
  const holder = at.parent?.parent?.value;
  const statement = holder?.type === 'ExpressionStatement' ? holder : at.parent.value;
  const [, source, ...more] = call.arguments.map((a) => unwrap(a));
  if (source?.type !== 'ObjectExpression' || more.length > 0) return undefined;
  const writes: Omit<PropertyWrite, 'branch'>[] = [];
  for (const entry of source.properties as ASTNode[]) {
    const key = isProperty(entry) ? keyName(entry) : undefined;
    if (!isProperty(entry) || key === undefined) return undefined;
    writes.push({ key, value: entry.value, at: statement });
  }
  return writes;
}

function isTargetOfWrite(path: ASTPath): boolean {
  let at: ASTPath | null = path;
  while (at && isMember(at.value)) {
    const parent = at.parent?.value;
    if (parent?.type === 'AssignmentExpression' && parent.left === at.value) return true;
    if (parent?.type === 'UpdateExpression' || (parent?.type === 'UnaryExpression' && parent.operator === 'delete')) return true;
    at = at.parent;
  }
  return false;
}

/** A callee written as a name or one member of a name (`fill`, `JSON.stringify`). */
export function calleeName(callee: ASTNode): string | undefined {
  const c = unwrap(callee);
  if (c?.type === 'Identifier') return c.name;
  if (isMember(c) && unwrap(c.object)?.type === 'Identifier') return `${unwrap(c.object).name}.${memberName(c)}`;
  return undefined;
}

/** Statements whose parts may not run, or run several times. */
const BRANCHING = new Set(['SwitchCase', 'ForStatement', 'ForOfStatement', 'ForInStatement', 'WhileStatement', 'DoWhileStatement', 'TryStatement', 'CatchClause', 'ConditionalExpression', 'LogicalExpression']);

/** The nearest branch between a use and the scope the name is declared in: a `case`, an `if`'s branch, a loop, … */
export function branchOf(p: ASTPath, scope: ASTNode): { branch?: ASTNode } {
  for (let at: ASTPath | null = p; at?.parentPath && at.value !== scope; at = at.parentPath) {
    const parent = at.parentPath.value;
    if (parent?.type === 'IfStatement' && at.name !== 'test') return { branch: at.value };
    if (parent && BRANCHING.has(parent.type) && !(parent.type === 'LogicalExpression' && at.name === 'left') && !(parent.type === 'ConditionalExpression' && at.name === 'test')) return { branch: parent };
  }
  return {};
}

function enclosingLoop(p: ASTPath, scope: ASTNode): ASTNode | undefined {
  for (let at: ASTPath | null = p.parentPath; at && at.value !== scope; at = at.parentPath) {
    if (isFunction(at.value)) return undefined;
    if (/^(For|ForOf|ForIn|While|DoWhile)Statement$/.test(at.value?.type ?? '')) return at.value;
  }
  return undefined;
}

function functionOf(p: ASTPath | undefined): ASTNode | undefined {
  for (let at = p?.parentPath; at; at = at.parentPath) if (isFunction(at.value)) return at.value;
  return undefined;
}

const start = (node: ASTNode): number => (node as { start?: number }).start ?? -1;
