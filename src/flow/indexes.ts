import type { ASTNode, ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import { identifiersNamedIn, pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isFunction, isMember, isProperty, memberName, unwrap, type FunctionNode } from '../ast/syntax';
import { callbackLoop, forOfLoop, markedElements } from './loops';
import { evaluate, type Question } from './question';
import { unknown, type Value } from './value';

/*
 * The index of a loop (docs/value-flow.md, "Lists and their elements"): a variable that holds the
 * position of the element the loop is at, the same at every read in the body, so that lists read with
 * it (`ids[i]` with `values[i]`) are read at the same position: the counter of `for (let i = 0; …;
 * i++)`, the second parameter of a `forEach`/`map`/`flatMap` callback, `i` of `for (const [i, x] of
 * list.entries())`.
 */

/** A loop's index: its declaration, and the loop (the `for` statement, the callback, the `for…of`). */
export interface LoopIndex {
  id: Identifier;
  loop: ASTNode;
}

/** The loop index a name read at `at` holds, when it is one; undefined otherwise. */
export function loopIndex(ctx: IndexContext, index: NodeIndex, at: ASTPath<Identifier>): LoopIndex | undefined {
  const declarations = declarationsAt(index, at, at.value.name);
  if (declarations.length !== 1) return undefined;
  const [declaration] = declarations;
  if (declaration.declarator) return counter(ctx, index, declaration) ?? entriesIndex(declaration);
  const fn = declaration.scope;
  if (!isFunction(fn) || fn.params[1] !== declaration.id || written(ctx, index, declaration, undefined)) return undefined;
  const path = pathOfNode(ctx, fn) as ASTPath<FunctionNode> | undefined;
  return path && callbackLoop(path) ? { id: declaration.id, loop: fn } : undefined;
}

/** `for (let i = 0; …; i++)` (or `++i`, `i += 1`): written by the update only. */
function counter(ctx: IndexContext, index: NodeIndex, declaration: Declaration): LoopIndex | undefined {
  const declarator = declaration.declarator as ASTPath<VariableDeclarator>;
  const statement = declarator.parentPath?.parentPath?.parentPath;
  const loop = statement?.value;
  const init = unwrap(declarator.value.init);
  if (loop?.type !== 'ForStatement' || loop.init !== declarator.parentPath.parentPath.value || declarator.value.id !== declaration.id) return undefined;
  if (!((init?.type === 'NumericLiteral' || init?.type === 'Literal') && init.value === 0)) return undefined;
  const update = loop.update;
  const steps = (update?.type === 'UpdateExpression' && update.operator === '++') || (update?.type === 'AssignmentExpression' && update.operator === '+=' && unwrap(update.right)?.value === 1);
  const target = update && unwrap(update.type === 'UpdateExpression' ? update.argument : update.left);
  if (!steps || target?.type !== 'Identifier' || target.name !== declaration.id.name) return undefined;
  return written(ctx, index, declaration, update) ? undefined : { id: declaration.id, loop };
}

/** `for (const [i, x] of list.entries())`. */
function entriesIndex(declaration: Declaration): LoopIndex | undefined {
  const declarator = declaration.declarator as ASTPath<VariableDeclarator>;
  const pattern = declarator.value.id;
  const loop = forOfLoop(declarator);
  if (pattern.type !== 'ArrayPattern' || pattern.elements[0] !== declaration.id || !loop || !entriesOf(loop.list)) return undefined;
  return declarator.parentPath?.parentPath?.value?.kind === 'const' ? { id: declaration.id, loop: loop.loop } : undefined;
}

/** The list `list.entries()` walks (the path of `list`; also `list?.entries()`, `list['entries']()`), else undefined. */
export function entriesOf(call: ASTPath): ASTPath | undefined {
  const node = call.value;
  const callee = (node?.type === 'CallExpression' || node?.type === 'OptionalCallExpression') && node.arguments.length === 0 ? node.callee : undefined;
  return isMember(callee) && memberName(callee) === 'entries' ? call.get('callee', 'object') : undefined;
}

/** Whether the code writes the name anywhere but in `allowed` (an assignment, `++`, a loop's target). */
function written(ctx: IndexContext, index: NodeIndex, declaration: Declaration, allowed: ASTNode | undefined): boolean {
  return identifiersNamedIn(index, ctx.root, declaration.scope, declaration.id.name).some((p) => {
    const parent = p.parent?.value;
    if (parent === allowed || p.value === declaration.id) return false;
    return (parent?.type === 'AssignmentExpression' && parent.left === p.value) || parent?.type === 'UpdateExpression';
  });
}

/** A use of a loop's index in its body: the expression that uses it, and for a read of a list by it (`values[i]`), that list. */
export interface IndexUse {
  node: ASTNode;
  /** `values` of `values[i]`. */
  list?: ASTNode;
}

/**
 * The uses of a loop's index in the loop's body, in order (not a member name or key spelled like it):
 * what else the loop pairs with each element by its position (`values[i]`, `bodyAt(i)`). `own` says
 * which lists are the one the loop's element is read from (their reads are not pairings).
 */
export function indexUses(ctx: IndexContext, index: NodeIndex, of: LoopIndex, own: (list: ASTPath) => boolean): IndexUse[] {
  const loop = of.loop as ASTNode & { body?: ASTNode };
  const body = loop.body;
  if (!body) return [];
  const out: IndexUse[] = [];
  for (const p of identifiersNamedIn(index, ctx.root, body, of.id.name)) {
    const parent = p.parent?.value;
    if (isMember(parent) && parent.property === p.value && !parent.computed) continue;
    if (isProperty(parent) && parent.key === p.value && !parent.shorthand) continue;
    const declarations = declarationsAt(index, p, of.id.name);
    if (declarations.length !== 1 || declarations[0].id !== of.id) continue;
    if (isMember(parent) && parent.computed && parent.property === p.value) {
      if (!own(p.parent.get('object'))) out.push({ node: parent, list: parent.object });
      continue;
    }
    out.push({ node: parent });
  }
  return out;
}

/**
 * `list[i]` by a loop's index: each element of the list, marked with its position and the index's loop
 * (as a loop's element is, loops.ts), so reads of two lists by one index pair their elements; unknown
 * when the list is not known. Undefined when the read is not by a loop's index.
 */
export function indexedValues(q: Question, path: ASTPath, depth: number): Value[] | undefined {
  const property = path.get('property') as ASTPath<Identifier>;
  if (!(path.value as { computed?: boolean }).computed || property.value?.type !== 'Identifier') return undefined;
  const index = loopIndex(q.ctx, q.index, property);
  if (!index) return undefined;
  return evaluate(q, path.get('object'), depth + 1).flatMap((held) => (held.kind === 'list' ? markedElements(held, index.loop) : [unknown(path.value)]));
}
