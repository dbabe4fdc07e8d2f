import type { ASTNode, ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import { values, type ObjectValue } from '../../src/flow';
import { callbackLoop, forOfLoop } from '../../src/flow/loops';
import { ownReturns } from '../../src/flow/returns';
import { currentIndex, identifiersNamedIn, isInside, pathOfNode, type IndexContext } from '../../src/ast/node-index';
import { declarationsAt } from '../../src/ast/scope';
import { isMember, memberName, unwrap, type FunctionNode } from '../../src/ast/syntax';

/*
 * Bodies sent one by one out of a list (`for (const rec of records.map((r) => toRecord(r))) await
 * createRecord(zone, rec)`, or `out.push(toRecord(r))` then `for (const b of out)`): the value-flow
 * layer says what each element may be (its `items` kind: the `.map` callback's returns, the values
 * pushed). The converter's object reaches the request alone when the element is read by the request
 * only (flow-bodies.ts's rule for a const), the list is walked by that loop only, and, for the
 * converter's other uses to be judged (converter-uses.ts), its call's result goes straight into the list
 * (the callback returns it, or it is pushed as it is) or the converter is what `.map` is handed.
 */

/** The loop element `sent` (read by the request alone) when every value it may hold is an element of a list only its loop walks. */
export function listedElement(ctx: IndexContext, sent: ASTNode): ASTPath<Identifier> | undefined {
  const at = pathOfNode(ctx, sent) as ASTPath<Identifier> | undefined;
  return at && elementList(ctx, at) ? at : undefined;
}

/** The list a loop element is one by one (`records.map(…)`, or the const only pushed to), when it is one list only that loop walks. */
export function elementList(ctx: IndexContext, at: ASTPath<Identifier>): ASTNode | undefined {
  const walked = walkedBy(ctx, at);
  if (!walked) return undefined;
  const found = values(ctx, at);
  const lists = new Set(found.map((v) => v.item));
  if (found.length === 0 || lists.has(undefined) || lists.size !== 1) return undefined;
  const [list] = lists as Set<ASTNode>;
  return onlyWalked(ctx, walked, list) ? list : undefined;
}

/**
 * The object as the request may migrate it: open (reported, never rewritten) when it is an element of a
 * list into which some value goes that another reader may also have (`const rec = toRecord(h);
 * records.push(rec); await other.post('/records', rec)`). A value goes into the list alone when it is
 * pushed or returned by the `.map` callback as it is made (the converter's call, a literal), or by a
 * const that nothing else reads.
 */
export function listedAlone(ctx: IndexContext, object: ObjectValue): ObjectValue {
  if (!object.item || object.open) return object;
  const entered = entries(ctx, object.item);
  return entered && entered.every((e) => enteredAlone(ctx, e, object)) ? object : { ...object, open: true };
}

/** The expressions that go into the list: the `.map` callback's returns, or the arguments pushed onto the const holding it; undefined when not known. */
export function entries(ctx: IndexContext, list: ASTNode): ASTPath[] | undefined {
  const at = pathOfNode(ctx, list);
  if (!at) return undefined;
  if (list.type === 'CallExpression') {
    const fn = unwrap((list as { arguments: ASTNode[] }).arguments[0]) as FunctionNode | undefined;
    const fnAt = fn && pathOfNode(ctx, fn);
    if (!fn || !fnAt || !('body' in fn)) return undefined;
    if (fn.body.type !== 'BlockStatement') return [fnAt.get('body')];
    return ownReturns(currentIndex(ctx), fn).map((r) => r.get('argument'));
  }
  // The const holding it, maybe through a cast or parentheses (`const out = [] as Rec[]`).
  let holder = at.parent;
  while (holder && holder.value.type !== 'VariableDeclarator' && unwrap(holder.value) === list) holder = holder.parent;
  const declarator = holder?.value;
  if (declarator?.type !== 'VariableDeclarator' || unwrap(declarator.init) !== list || declarator.id.type !== 'Identifier') return undefined;
  const name: string = declarator.id.name;
  const [declaration] = declarationsAt(currentIndex(ctx), at, name);
  if (!declaration) return undefined;
  return identifiersNamedIn(currentIndex(ctx), ctx.root, declaration.scope, name).flatMap((p) => {
    const call = p.parentPath?.parentPath;
    return pushOrLength(p) && memberName(p.parentPath.value) === 'push' && call?.value.callee === p.parentPath.value ? (call.value.arguments as ASTNode[]).map((_, i) => call.get('arguments', i)) : [];
  });
}

/**
 * Whether the expression going into the list gives it the object and nothing else: the literal itself,
 * the converter's call (a function of the file whose code holds the literal, not a helper it is passed
 * through: `keep(toRecord(h))`), or a const set so that nothing but this expression reads it.
 */
export function enteredAlone(ctx: IndexContext, entry: ASTPath, object: ObjectValue): boolean {
  const value = unwrap(entry.value);
  if (value?.type === 'ObjectExpression') return true;
  if (value?.type === 'CallExpression') return madeBy(ctx, entry, object);
  if (value?.type !== 'Identifier') return false;
  const [declaration] = declarationsAt(currentIndex(ctx), entry, value.name);
  const declarator = declaration?.declarator;
  if (!declarator || (declarator.value as VariableDeclarator).id !== declaration.id || declarator.parent?.value?.kind !== 'const') return false;
  const init = declarator.get('init') as ASTPath;
  if (!init.value || !enteredAlone(ctx, init, object)) return false;
  return identifiersNamedIn(currentIndex(ctx), ctx.root, declaration.scope, value.name).every((p) => p.value === declaration.id || p.value === value);
}

/** Whether the call at `at` is of a function of the file (declared, or a const's function) whose code holds the object's literal. */
function madeBy(ctx: IndexContext, at: ASTPath, object: ObjectValue): boolean {
  const callee = unwrap((unwrap(at.value) as { callee: ASTNode }).callee);
  if (callee?.type !== 'Identifier') return false;
  const [declaration] = declarationsAt(currentIndex(ctx), at, callee.name);
  const declared = declaration && pathOfNode(ctx, declaration.id)?.parent?.value;
  const fn = declaration?.declarator ? unwrap((declaration.declarator.value as VariableDeclarator).init) : declared;
  const literal = pathOfNode(ctx, object.node);
  const isFunction = fn?.type === 'FunctionDeclaration' || fn?.type === 'FunctionExpression' || fn?.type === 'ArrowFunctionExpression';
  return Boolean(isFunction && literal && (declaration?.declarator || declared?.id === declaration?.id) && isInside(literal, fn));
}

/** The list expression the loop declaring the element walks: `list` of `for (const e of list)` or of `list.forEach((e) => …)`. */
function walkedBy(ctx: IndexContext, at: ASTPath<Identifier>): ASTPath | undefined {
  const [declaration] = declarationsAt(currentIndex(ctx), at, at.value.name);
  if (!declaration) return undefined;
  if (declaration.declarator) return (declaration.declarator.value as VariableDeclarator).id === declaration.id ? forOfLoop(declaration.declarator)?.list : undefined;
  const fn = pathOfNode(ctx, declaration.scope) as ASTPath<FunctionNode> | undefined;
  return fn && fn.value.params[0] === declaration.id ? callbackLoop(fn)?.list : undefined;
}

/** Whether the list is what the loop walks, written there (`records.map(…)`) or held by a const that nothing else reads but its pushes. */
function onlyWalked(ctx: IndexContext, walked: ASTPath, list: ASTNode): boolean {
  const read = unwrap(walked.value);
  if (read === list) return true;
  if (read?.type !== 'Identifier') return false;
  const [declaration] = declarationsAt(currentIndex(ctx), walked, read.name);
  const declarator = declaration?.declarator?.value as VariableDeclarator | undefined;
  if (!declarator || declarator.id !== declaration.id || unwrap(declarator.init) !== list) return false;
  return identifiersNamedIn(currentIndex(ctx), ctx.root, declaration.scope, read.name).every((p) => p.value === declaration.id || p.value === read || pushOrLength(p));
}

/** Whether the identifier is the receiver of a push, or its `.length` is read. */
function pushOrLength(p: ASTPath): boolean {
  const parent = p.parentPath?.value;
  if (!isMember(parent) || parent.object !== p.value || parent.computed) return false;
  const name = memberName(parent);
  return name === 'length' || (name === 'push' && p.parentPath.parentPath?.value?.type === 'CallExpression');
}

/** Whether a call's result (a converter's: converter-uses.ts) goes into the list as it is: returned by the `.map` callback that makes it, or pushed onto the const that holds it. */
export function straightInto(ctx: IndexContext, call: ASTNode, list: ASTNode): boolean {
  const at = pathOfNode(ctx, call);
  // The node holding it (an argument's path has the arguments list in between).
  const parent = at?.parent?.value;
  if (!at || !parent) return false;
  if (list.type === 'CallExpression') {
    const fn = unwrap((list as { arguments: ASTNode[] }).arguments[0]) as FunctionNode | undefined;
    if (!fn || !('body' in fn)) return false;
    if (unwrap(fn.body) === call) return true;
    return parent.type === 'ReturnStatement' && ownReturns(currentIndex(ctx), fn).some((r) => r.value === parent);
  }
  // Pushed: an argument of `out.push(…)`, `out` the const that holds the list.
  if (parent.type !== 'CallExpression' || !parent.arguments.includes(call) || !isMember(parent.callee)) return false;
  const receiver = unwrap(parent.callee.object);
  if (receiver?.type !== 'Identifier' || memberName(parent.callee) !== 'push') return false;
  const [declaration] = declarationsAt(currentIndex(ctx), at, receiver.name);
  return unwrap((declaration?.declarator?.value as VariableDeclarator | undefined)?.init) === list;
}
