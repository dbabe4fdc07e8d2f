import type { ASTNode, ASTPath, BlockStatement, CallExpression, JSCodeshift, OptionalCallExpression, VariableDeclarator } from 'jscodeshift';
import { enclosingFunction, patternNames } from '../ast/bindings';
import { currentIndex, identifiersIn, isInside, pathOfNode, type Root } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { calleeHead, isImportBindingAt } from '../ast/import-bound';
import { dottedName, isFunction, isMember, isWrapper, memberName, unwrap, type MaybeNode } from '../ast/syntax';
import { isEffectFree, otherEffects, type FunctionOf } from '../ast/effects';
import { loadRecast } from '../parse/parse';
import type { UserConfig } from '../types';
import { listOwnerOf, removeListItem } from './remove-item';
import { requestCallback } from './callbacks';

/**
 * Deleting a call that has become pointless (a request to a removed endpoint), only where nothing
 * depends on it:
 * - a call that is a statement of its own (awaited or not, through `.catch(…)`, `.finally(…)`, a
 *   `.then(r => r.json())`-style parse, `void`, casts) goes with its statement;
 * - a variable holding its promise or response goes too when nothing else reads it (`const p =
 *   call(); … await p;` loses both statements);
 * - inside `Promise.all([...])` (also allSettled, race, any) only its element goes, when the
 *   combined result is not read by position; a `Promise.all` left empty goes by the same rules;
 * - a `try` whose block is left empty goes when it has no `finally` (its `catch` can no longer run);
 * - a loop or a callback whose body is left empty goes when its header does nothing
 *   (`for (const id of ids) {}`, `ids.forEach(async (id) => {})`, see `dropEmptiedBody`).
 * Comments go with the statement only when they are about it (see `cutRange` in remove-item.ts).
 * Anything else (a returned call, a result that is read, a call in an expression) is not deleted:
 * the caller reports it. Nor is a call that does more than send its request (an argument that calls a
 * function of the program, assigns or updates something, a `.finally(…)` handler): deleting it would
 * delete that too. Nor a request handed a callback it calls when done (`call(path, key, (err) =>
 * done(err))`, `request(opts, cb)`, see callbacks.ts): deleted, the callback would never run.
 */
export interface EditContext {
  j: JSCodeshift;
  root: Root;
  file: { path: string };
  /** The runner's memo (see TransformContext), which keeps the tree's node index until an edit. */
  memo?<T>(key: string, compute: () => T): T;
  /** The file's configuration, when the caller has it: the URL builders it imports compute only (`Anchor` kind `builder`). */
  config?: UserConfig;
}

export type Removal = { removed: true } | { removed: false; why: string };

/**
 * `listEmptied`: the call walks a list left empty (`ids.forEach((id) => …)` after its last id went),
 * so the functions it is handed never run anyway; any other call is a request, whose callbacks would.
 */
export interface RemoveOptions {
  listEmptied?: boolean;
}

const PROMISE_COMBINATORS = new Set(['all', 'allSettled', 'race', 'any']);
const SAFE_CHAINS = new Set(['catch', 'finally']);

const isCallNode = (n: MaybeNode): n is CallExpression | OptionalCallExpression => n?.type === 'CallExpression' || n?.type === 'OptionalCallExpression';

/** `r => r.json()`, `(res) => res.data`: a handler that only reads what it is given. */
function isParseHandler(fn: MaybeNode): boolean {
  if (fn?.type !== 'ArrowFunctionExpression' || fn.params.length !== 1 || fn.params[0].type !== 'Identifier') return false;
  const name = fn.params[0].name;
  let body = unwrap(fn.body);
  if (isCallNode(body) && body.arguments.length === 0) body = unwrap(body.callee);
  while (isMember(body)) body = unwrap(body.object);
  return body?.type === 'Identifier' && body.name === name;
}

/** The outermost expression that still is "this call" (awaited, cast, chained with a catch). */
function outermost(path: ASTPath): ASTPath {
  let p = path;
  for (;;) {
    const parent = p.parentPath?.value;
    if (!parent) return p;
    if (isWrapper(parent) || parent.type === 'AwaitExpression' || (parent.type === 'UnaryExpression' && parent.operator === 'void')) {
      p = p.parentPath;
      continue;
    }
    if (isMember(parent) && parent.object === p.value && p.parentPath.parentPath && isCallNode(p.parentPath.parentPath.value) && p.parentPath.parentPath.value.callee === parent) {
      const name = memberName(parent);
      const call = p.parentPath.parentPath.value;
      if (name && (SAFE_CHAINS.has(name) || (name === 'then' && call.arguments.length === 1 && isParseHandler(call.arguments[0])))) {
        p = p.parentPath.parentPath;
        continue;
      }
    }
    return p;
  }
}

/** `Promise.all(<array>)` with the array's path, when `arrayPath` is its first argument. */
function combinatorOf(arrayPath: ASTPath): ASTPath<CallExpression | OptionalCallExpression> | undefined {
  const call = arrayPath.parentPath?.parentPath;
  if (!call || !isCallNode(call.value) || call.value.arguments[0] !== arrayPath.value) return undefined;
  const callee = unwrap(call.value.callee);
  if (!isMember(callee) || unwrap(callee.object)?.type !== 'Identifier' || unwrap(callee.object).name !== 'Promise') return undefined;
  return PROMISE_COMBINATORS.has(memberName(callee) ?? '') ? call : undefined;
}

/** Whether the value of an expression is thrown away: its statement is the expression itself. */
function isDiscarded(path: ASTPath): boolean {
  const top = outermost(path);
  return top.parentPath?.value?.type === 'ExpressionStatement';
}

export function removeCall(ctx: EditContext, callPath: ASTPath, options: RemoveOptions = {}): Removal {
  const steps: Array<() => void> = [];
  const verdict = planRemoval(ctx, callPath, steps, options);
  if (verdict.removed) for (const step of steps) step();
  return verdict;
}

/** Whether `removeCall` would remove the call; nothing is changed. */
export function canRemoveCall(ctx: EditContext, callPath: ASTPath, options: RemoveOptions = {}): Removal {
  return planRemoval(ctx, callPath, [], options);
}

/**
 * Where the call sits decides first; then a call that does more than its request stays (see
 * `otherEffects`), and so does a request handed a callback (see `requestCallback`).
 */
function planRemoval(ctx: EditContext, callPath: ASTPath, steps: Array<() => void>, options: RemoveOptions): Removal {
  const verdict = plan(ctx, callPath, new Set(), steps);
  if (!verdict.removed) return verdict;
  const fnOf: FunctionOf = (callee) => functionOf(ctx, callee);
  const effect = otherEffects(outermost(callPath).value, fnOf);
  if (effect) return { removed: false, why: effect };
  const callback = !options.listEmptied && isCallNode(callPath.value) ? requestCallback(ctx, callPath.value, fnOf) : undefined;
  return callback ? { removed: false, why: callback } : verdict;
}

/**
 * The function a callee stands for where it is called, by its binding there (`function auth() {…}`,
 * `const auth = () => …`); `'computes'` for an imported URL builder that only builds (the import's
 * binding: `cfUrl`, or `links.cfUrl` on a namespace import); nothing for a parameter, a name declared
 * twice there, a global or a local of the builder's name.
 */
function functionOf(ctx: EditContext, callee: ASTNode): MaybeNode | 'computes' {
  const head = calleeHead(callee);
  const at = head && pathOfNode(ctx, head);
  if (!head || !at) return undefined;
  const index = currentIndex(ctx);
  const name = (head as { name: string }).name;
  if (isImportBindingAt(index, at, name)) {
    const key = head === unwrap(callee) ? name : dottedName(callee);
    return key !== undefined && ctx.config?.imported?.builders[key]?.computes ? 'computes' : undefined;
  }
  if (head !== unwrap(callee)) return undefined;
  const found = declarationsAt(index, at, name);
  if (found.length !== 1) return undefined;
  const [{ id, declarator, scope }] = found;
  if (declarator) return (declarator.value as { id: ASTNode }).id === id ? unwrap((declarator.value as { init?: MaybeNode }).init) : undefined;
  const fn = index.pathOf(id)?.parent?.value as ASTNode | undefined;
  // `function auth() {…}` (not a parameter: the function it belongs to is its scope).
  return fn?.type === 'FunctionDeclaration' && fn !== scope ? fn : undefined;
}

/**
 * Decides how an expression's removal goes and queues the edits; nothing is edited unless every
 * part can go (a variable read once by `await p` and once by `return p` stays whole).
 */
function plan(ctx: EditContext, path: ASTPath, seen: Set<any>, steps: Array<() => void>): Removal {
  if (seen.has(path.value)) return { removed: true };
  seen.add(path.value);
  const top = outermost(path);
  const parentPath = top.parentPath;
  const parent = parentPath?.value;
  if (!parent) return { removed: false, why: 'it is not a statement of its own' };

  if (parent.type === 'ExpressionStatement') return planStatement(ctx, parentPath, steps);

  if (parent.type === 'VariableDeclarator' && top.name === 'init') return planDeclarator(ctx, parentPath, seen, steps);

  if (parent.type === 'ArrayExpression' || Array.isArray(parentPath.value)) {
    const arrayPath = Array.isArray(parentPath.value) ? parentPath.parentPath : parentPath;
    if (arrayPath?.value?.type === 'ArrayExpression') {
      const combinator = combinatorOf(arrayPath);
      if (!combinator) return { removed: false, why: 'it is an element of an array' };
      if (!isDiscarded(combinator) && !combinatorResultUnread(ctx, combinator)) {
        return { removed: false, why: `the result of Promise.${memberName(unwrap(combinator.value.callee))}() is read by position` };
      }
      const array = arrayPath.value;
      if (array.elements.length === 1) return plan(ctx, combinator, seen, steps);
      steps.push(() => removeListItem(ctx.file.path, top));
      return { removed: true };
    }
  }
  if (parent.type === 'ReturnStatement' || parent.type === 'ArrowFunctionExpression') return { removed: false, why: 'its result is returned' };
  return { removed: false, why: 'its result is used' };
}

/** A combinator whose result lands in a variable that nothing reads (then the declarator goes by the same rules). */
function combinatorResultUnread(ctx: EditContext, combinator: ASTPath): boolean {
  const top = outermost(combinator);
  const parent = top.parentPath?.value;
  if (parent?.type !== 'VariableDeclarator') return false;
  return patternNames(parent.id).every((name) => references(ctx, top.parentPath, name)?.length === 0);
}

function planStatement(ctx: EditContext, statement: ASTPath, steps: Array<() => void>): Removal {
  if (!listOwnerOf(statement)) return { removed: false, why: 'its statement is not in a block' };
  steps.push(() => {
    removeListItem(ctx.file.path, statement);
    dropEmptyTry(ctx, statement);
    dropEmptiedBody(ctx, statement);
  });
  return { removed: true };
}

/** After a statement left a block: a `try { }` with no `finally` left behind goes too. */
function dropEmptyTry(ctx: EditContext, statement: ASTPath): void {
  const block = statement.parentPath?.parentPath;
  const tryPath = block?.parentPath;
  if (block?.value?.type !== 'BlockStatement' || block.value.body.length > 0) return;
  if (tryPath?.value?.type !== 'TryStatement' || block.name !== 'block' || tryPath.value.finalizer) return;
  if (listOwnerOf(tryPath)) removeListItem(ctx.file.path, tryPath);
}

/**
 * After a statement left a block: when the block is left empty (no statement, no comment) and is the
 * body of a loop or of a callback whose header does nothing but iterate (`for (const id of ids) {}`,
 * `for (let i = 0; i < ids.length; i++) {}`, `while (left > 0) {}`, `ids.forEach(async (id) => {})`,
 * `await Promise.all(ids.map(async (id) => {}))`), or of an `if` with no `else` whose test does
 * nothing (`if (ids.length) {}`), that statement goes too, and so on outwards. A
 * header that may do something (`for (const id of await listZones()) {}`, `fetchIds().forEach(…)`)
 * keeps its statement, empty: the removal of what it did is the reader's call.
 */
function dropEmptiedBody(ctx: EditContext, statement: ASTPath): void {
  const block = statement.parentPath?.parentPath;
  if (block?.value?.type !== 'BlockStatement' || block.value.body.length > 0 || holdsComment(block.value)) return;
  const emptied = statementOfEmptied(block);
  if (!emptied || !listOwnerOf(emptied)) return;
  removeListItem(ctx.file.path, emptied);
  dropEmptyTry(ctx, emptied);
  dropEmptiedBody(ctx, emptied);
}

/** Whether an (empty) block still holds a comment as it will be printed: a note someone left there stays. */
function holdsComment(block: BlockStatement): boolean {
  if ((block.comments ?? []).some((c) => !c.leading && !c.trailing)) return true;
  try {
    return /\/[/*]/.test(loadRecast().print(block).code);
  } catch {
    return true;
  }
}

const isLocalDeclaration = (n: MaybeNode): boolean =>
  n?.type === 'VariableDeclaration' && n.declarations.every((d) => d.type === 'VariableDeclarator' && d.id.type === 'Identifier' && isEffectFree(d.init));

/** The statement to drop with an emptied block: its loop, or the statement that only calls a callback whose body it is. */
function statementOfEmptied(block: ASTPath): ASTPath | undefined {
  const owner = block.parentPath;
  const node = owner?.value;
  if (node?.type === 'IfStatement' && block.name === 'consequent') return !node.alternate && isEffectFree(node.test) ? owner : undefined;
  if (!node || block.name !== 'body') return undefined;
  switch (node.type) {
    case 'ForOfStatement':
    case 'ForInStatement':
      return node.left.type === 'VariableDeclaration' && node.left.declarations.every((d: VariableDeclarator) => !d.init) && isEffectFree(node.right) && !node.await ? owner : undefined;
    case 'ForStatement': {
      const declared = node.init?.type === 'VariableDeclaration' ? node.init.declarations.map((d: VariableDeclarator) => (d.id.type === 'Identifier' ? d.id.name : '')) : [];
      const steps = (u: MaybeNode): boolean =>
        !u ||
        (u.type === 'UpdateExpression' && u.argument.type === 'Identifier' && declared.includes(u.argument.name)) ||
        (u.type === 'AssignmentExpression' && u.left.type === 'Identifier' && declared.includes(u.left.name) && isEffectFree(u.right)) ||
        (u.type === 'SequenceExpression' && u.expressions.every(steps));
      return (!node.init || isLocalDeclaration(node.init)) && node.test && isEffectFree(node.test) && steps(node.update) ? owner : undefined;
    }
    case 'WhileStatement':
    case 'DoWhileStatement':
      return isEffectFree(node.test) ? owner : undefined;
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return node.params.every((p: MaybeNode) => p?.type === 'Identifier') ? callbackStatement(owner) : undefined;
    default:
      return undefined;
  }
}

/** `ids.forEach(fn)` or `Promise.all(ids.map(fn))` as a statement of its own (awaited or not), for the callback `fn`. */
function callbackStatement(fn: ASTPath): ASTPath | undefined {
  const call = fn.parentPath?.parentPath;
  const callee = unwrap(call?.value?.callee);
  if (!call || !isCallNode(call.value) || call.value.arguments[0] !== fn.value || !isMember(callee)) return undefined;
  if (!isEffectFree(callee.object) || call.value.arguments.slice(1).some((a: MaybeNode) => !isEffectFree(a))) return undefined;
  const method = memberName(callee);
  let outer: ASTPath | undefined;
  if (method === 'forEach') outer = call;
  else if (method === 'map') {
    const combinator = call.parentPath?.parentPath;
    const all = unwrap(combinator?.value?.callee);
    const isAll = isMember(all) && unwrap(all.object)?.type === 'Identifier' && unwrap(all.object).name === 'Promise' && ['all', 'allSettled'].includes(memberName(all) ?? '');
    if (combinator && isAll && combinator.value.arguments.length === 1 && combinator.value.arguments[0] === call.value) outer = combinator;
  }
  if (!outer) return undefined;
  let p: ASTPath = outer;
  while (p.parentPath && (p.parentPath.value?.type === 'AwaitExpression' || isWrapper(p.parentPath.value))) p = p.parentPath;
  return p.parentPath?.value?.type === 'ExpressionStatement' ? p.parentPath : undefined;
}

function planDeclarator(ctx: EditContext, declarator: ASTPath<VariableDeclarator>, seen: Set<any>, steps: Array<() => void>): Removal {
  const declaration = declarator.parentPath?.parentPath;
  if (declaration?.value?.type !== 'VariableDeclaration') return { removed: false, why: 'its result is used' };
  if (declaration.parent?.value?.type === 'ExportNamedDeclaration' || !listOwnerOf(declaration)) {
    return { removed: false, why: 'its result is exported or declared outside a block' };
  }
  const names = patternNames(declarator.value.id);
  for (const name of names) {
    const refs = references(ctx, declarator, name);
    if (!refs) return { removed: false, why: `${name} is declared again in the same function` };
    for (const ref of refs) {
      // `await p;` / `p;` and `Promise.all([p, …])` can go with the call; any other read keeps it.
      const verdict = plan(ctx, ref, seen, steps);
      if (!verdict.removed) return { removed: false, why: `its result is read through ${name}` };
    }
  }
  steps.push(() => {
    if (declaration.value.declarations.length === 1) {
      removeListItem(ctx.file.path, declaration);
      dropEmptyTry(ctx, declaration);
      dropEmptiedBody(ctx, declaration);
    } else {
      declaration.value.declarations = declaration.value.declarations.filter((d: unknown) => d !== declarator.value);
    }
  });
  return { removed: true };
}

/**
 * Reads of a name in the function (or program) that declares it, other than the declaration;
 * undefined when the name is declared again inside that function (its reads could not be told apart).
 */
export function references(ctx: EditContext, declarator: ASTPath<VariableDeclarator>, name: string): ASTPath[] | undefined {
  const scope = enclosingFunction(declarator)?.value ?? ctx.root.get().value;
  const out: ASTPath[] = [];
  let shadowed = false;
  identifiersIn(ctx, scope, name)
    .forEach((p) => {
      if (p.value === declarator.value.id || isInside(p, declarator.value.id)) return;
      const parent = p.parent?.value;
      const field = Array.isArray(p.parentPath?.value) ? p.parentPath.name : p.name;
      if (isMember(parent) && field === 'property' && !parent.computed) return;
      if ((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && field === 'key' && !parent.computed) return;
      if (parent?.type === 'VariableDeclarator' && field === 'id') shadowed = true;
      if (isFunction(parent) && (field === 'params' || field === 'id') && parent !== scope) shadowed = true;
      if (isInDeclarationPattern(p)) shadowed = true;
      out.push(p);
    });
  return shadowed ? undefined : out;
}

/** An identifier inside a destructuring pattern or parameter list of another declaration. */
function isInDeclarationPattern(p: ASTPath): boolean {
  for (let q: ASTPath | null = p.parent; q; q = q.parent) {
    const t = q.value?.type;
    if (t === 'ObjectPattern' || t === 'ArrayPattern') return true;
    if (t !== 'ObjectProperty' && t !== 'Property' && t !== 'AssignmentPattern' && t !== 'RestElement') return false;
  }
  return false;
}
