import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isCall, isFunction, isMember, memberName, unwrap, type FunctionNode } from '../ast/syntax';
import { writesOf } from './writes';
import { MAX_DEPTH } from './budget';
import { union, type Question } from './question';
import { ownReturns } from './returns';
import { unknown, type Value } from './value';

/*
 * A promise's fulfilment callback (`p.then((found) => …)`): its first parameter holds what `p` settles
 * to. A `.then` given one callback settles to what that callback returns (its expression body, every
 * `return` of its block), a returned `.then` chain settled in turn (`.then((zone) => cf.list(zone.id)
 * .then((page) => page.result.find(…)))`); any other promise is its own values (an API call is the
 * call: its askers read the answer off it).
 */

/** The promise a `.then` callback's first parameter settles from: the path of `p` in `p.then(fn)`, when `fn` is its one callback. */
export function thenPromise(fn: ASTNode, at: ASTPath | undefined): ASTPath | undefined {
  const call = at?.parent;
  if (!isCall(call?.value) || call.value.arguments[0] !== fn || !isMember(call.value.callee) || memberName(call.value.callee) !== 'then') return undefined;
  return call.get('callee', 'object');
}

/** The first parameter of the callback the promise at `p` settles into (`p.then((body) => …)`: `body`), when it is `.then`'s first argument. */
export function thenParameter(p: ASTPath): ASTPath | undefined {
  const member = p.parent;
  const call = member?.parent;
  if (!isMember(member?.value) || member.value.object !== p.value || memberName(member.value) !== 'then' || !isCall(call?.value) || call.value.callee !== member.value) return undefined;
  const fn = call.value.arguments[0];
  return isFunction(fn) && fn.params.length > 0 ? call.get('arguments', 0, 'params', 0) : undefined;
}

/** The `.then(fn)` call `fn` is the one callback of: it settles to what `fn` returns (its path; undefined for any other function). */
export function thenCall(ctx: IndexContext, fn: FunctionNode): ASTPath | undefined {
  const call = pathOfNode(ctx, fn)?.parent;
  return call && thenPromise(fn, pathOfNode(ctx, fn)) && call.value.arguments.length === 1 ? call : undefined;
}

/** What a `.then(callback)` (one function) settles to: the paths of its callback's expression body or every `return`'s argument (some undefined: `return;`); undefined for any other promise. */
function settledFrom(index: NodeIndex, at: ASTPath): Array<ASTPath | undefined> | undefined {
  const n = at.value;
  const callback = isCall(n) && n.arguments.length === 1 && isMember(n.callee) && memberName(n.callee) === 'then' ? n.arguments[0] : undefined;
  if (!isFunction(callback)) return undefined;
  if (callback.body.type !== 'BlockStatement') return [at.get('arguments', 0, 'body')];
  return ownReturns(index, callback).map((r) => (r.value.argument ? r.get('argument') : undefined));
}

/** The values the first parameter of `fn` holds when `fn` is the one callback of a `.then` (see above); undefined otherwise. */
export function thenSettled(q: Question, fn: FunctionNode, depth: number): Value[] | undefined {
  const promise = thenPromise(fn, pathOfNode(q.ctx, fn));
  return promise && settled(q, promise, depth + 1);
}

/** What the promise at `at` settles to (see above). */
function settled(q: Question, at: ASTPath, depth: number): Value[] {
  const returned = settledFrom(q.index, at);
  if (!returned) return q.ask(at, depth);
  if (depth > MAX_DEPTH || returned.length === 0 || returned.some((r) => !r)) return [unknown(at.value)];
  return union(q, at.value, ...returned.map((r) => settled(q, r as ASTPath, depth + 1)));
}

/** A name as read at a place, and the scope it is declared in. */
export interface NameAt {
  at: ASTPath;
  name: string;
  scope: ASTNode;
}

/**
 * The names the value a name holds at `at` passed through, itself first: a name it is given from
 * (`held = found`, `const rec = hit`), and for a `.then` callback's parameter a name the promise's
 * callback returns (`return hit`). Their in-place writes are the value's (in-place.ts). Undefined when
 * one is declared twice in a scope.
 */
export function namesAlong(ctx: IndexContext, at: ASTPath): NameAt[] | undefined {
  const index = currentIndex(ctx);
  const out: NameAt[] = [];
  const seen = new Set<unknown>();
  const follow = (path: ASTPath | undefined, depth: number): boolean => {
    let p = path;
    while (p && unwrap(p.value) !== p.value) p = p.get('expression');
    const n = p?.value;
    if (!p || depth > MAX_DEPTH) return false;
    // Either branch (`a ? hit : other`, `hit || other`); what a `.then` chain settles to.
    if (n?.type === 'ConditionalExpression') return follow(p.get('consequent'), depth + 1) && follow(p.get('alternate'), depth + 1);
    if (n?.type === 'LogicalExpression') return follow(p.get('left'), depth + 1) && follow(p.get('right'), depth + 1);
    if (n?.type !== 'Identifier') return (settledFrom(index, p) ?? []).every((r) => follow(r, depth + 1));
    const declared = declarationsAt(index, p, n.name);
    // Not the file's (`undefined`, a global): no name of its to follow. Declared twice in one scope: not known.
    if (declared.length !== 1) return declared.length === 0;
    const [declaration] = declared;
    if (seen.has(declaration.id)) return true;
    seen.add(declaration.id);
    out.push({ at: p, name: n.name, scope: declaration.scope });
    const given: Array<ASTPath | undefined> = writesOf(index, ctx.root, declaration.scope, n.name).map((w) => (w.parent?.value.type === 'AssignmentExpression' ? w.parent.get('right') : undefined));
    if ((declaration.declarator?.value as { id?: unknown } | undefined)?.id === declaration.id) given.push(declaration.declarator?.get('init'));
    const promise = isFunction(declaration.scope) && declaration.scope.params[0] === declaration.id ? thenPromise(declaration.scope, pathOfNode(ctx, declaration.scope)) : undefined;
    if (promise) given.push(promise);
    return given.every((g) => !g?.value || follow(g, depth + 1));
  };
  return follow(at, 0) ? out : undefined;
}
