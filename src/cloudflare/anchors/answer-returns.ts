import type { ASTNode, ASTPath } from 'jscodeshift';
import { pathOfNode, type IndexContext } from '../../ast/node-index';
import { isFunction, keyName, memberName, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { returnedValues } from '../../flow/returns';
import { ARRAY_MUTATORS } from '../../ast/mutators';
import { calleeName } from '../../flow/objects';
import { usesOf } from '../../flow/uses';
import { thenCall, thenParameter } from '../../flow/settled';

/*
 * Whether a wrapper hands out its request's answer: every `return` of its function (an arrow's body
 * is its one return) gives the answer of its one request, or a part of it (`?? null` too), or nothing. Then what a
 * call of the wrapper holds comes from that request alone, whatever shape the wrapper returns it in
 * (the fetch Response, the envelope, `.result`, `result?.[0]`, a schema's `parse` of it): a record
 * read off it is one the request listed. Read by dns-record-type-change's rule for a lookup filtered
 * by type (transforms/lib/lookup-answer.ts).
 *
 * The answer is followed forward (flow/uses.ts) from the request through `await`, a `.then` callback, member reads
 * (`body.result`, `result?.[0]`), the methods that parse or pick from a value (`res.json()`,
 * `list.find(…)`, `.filter(…)`, `.at(0)`; `schema.parse(x)`, `JSON.parse(x)` given it) and the names
 * given a part (`const { result } = await res.json()` too), to the returns it reaches. Nothing is
 * `null`, `undefined`, `false` or `[]`. A function that sends another request, or returns anything
 * else (a parameter, a value it builds, another call's result), does not hand out its request's
 * answer; nor does one that changes a part in place (`parsed.result = DEFAULTS` when the list is
 * empty, `body.result.push(fallback)`, `Object.assign(data, …)`) or gives a name holding one another value.
 */

/** The methods whose result is a part of the value they are called on: parsing, or picking elements. */
const PICKS = new Set(['json', 'find', 'filter', 'at', 'slice']);

/**
 * Whether every return of `fn` hands out the answer of `request`, its one request, or nothing (see above).
 * With `keeping`, a copy of the answer also counts for that one key (`return { ...record, ddnsStatus }`:
 * the copy's `type` is the answer's): an object literal spreading the answer once, its other entries
 * plain keys, none of them `keeping` (a computed key or another spread may write it).
 */
export function returnsAnswer(ctx: IndexContext, fn: FunctionNode, request: CallNode, keeping?: string, under?: string): boolean {
  const returned = returnedValues(fn);
  const reached = new Set<ASTNode>();
  const copies = new Set<ASTNode>();
  const parts = new Set<ASTNode>();
  let changed = false;
  const follow = (at: ASTPath | undefined, depth: number): void => {
    if (!at || depth > 12 || changed) return;
    parts.add(at.value);
    // `answer.then((r) => r.json())`: the callback's parameter holds it, and the `.then` call what the callback returns.
    follow(thenParameter(at), depth + 1);
    for (const use of usesOf(ctx, at)) {
      const call = use.via?.value as CallNode | undefined;
      if (use.kind === 'returned' && use.via?.value === fn) reached.add(use.at.value);
      else if (use.kind === 'returned' && isFunction(use.via?.value)) follow(thenCall(ctx, use.via.value), depth + 1);
      else if (use.kind === 'reassigned' || (use.kind === 'member' && use.written) || (use.kind === 'argument' && use.index === 0 && call !== undefined && OBJECT_WRITES.has(calleeName(call.callee) ?? ''))) changed = true;
      else if (use.kind === 'spread' && use.via) copies.add(use.via.value);
      else if (use.kind === 'awaited') follow(use.at, depth + 1);
      else if (use.kind === 'member' && ARRAY_MUTATORS.has(use.key ?? '') && usesOf(ctx, use.at).some((u) => u.kind === 'called')) changed = true;
      else if (use.kind === 'member') follow(use.at, depth + 1);
      else if (use.kind === 'called' && PICKS.has(memberName(unwrap((use.at.value as CallNode).callee)) ?? '')) follow(use.at, depth + 1);
      // `schema.parse(raw)`, `JSON.parse(text)`: the value parsed.
      else if (use.kind === 'argument' && call?.arguments.length === 1 && memberName(unwrap(call.callee)) === 'parse') follow(use.via, depth + 1);
    }
  };
  follow(pathOfNode(ctx, request), 0);
  // With `keeping`: an object literal the answer (or a part) is spread into once, its other entries plain keys, none of them `keeping`.
  const copy = (node: MaybeNode): boolean => {
    const n = unwrap(node);
    if (keeping === undefined || n?.type !== 'ObjectExpression' || !copies.has(n)) return false;
    const spreads = n.properties.filter((p: ASTNode) => p.type === 'SpreadElement');
    const others = n.properties.filter((p: ASTNode) => p.type !== 'SpreadElement');
    return spreads.length === 1 && others.every((p: ASTNode) => (p.type === 'ObjectProperty' || p.type === 'Property' || p.type === 'ObjectMethod') && !p.computed && keyName(p) !== undefined && keyName(p) !== keeping);
  };
  // With `under`, the key the caller reads (`found.record`): `{ record: list[0], status }` gives a part there, `{ error }` nothing.
  const held = (node: MaybeNode): 'part' | 'none' | undefined => {
    const n = unwrap(node);
    if (under === undefined || n?.type !== 'ObjectExpression' || !n.properties.every((p: ASTNode) => (p.type === 'ObjectProperty' || p.type === 'Property') && !p.computed)) return undefined;
    const entry = n.properties.find((p: ASTNode) => keyName(p as never) === under) as { value: ASTNode } | undefined;
    return !entry ? 'none' : parts.has(unwrapAwait(entry.value) as ASTNode) ? 'part' : undefined;
  };
  const none = (r: MaybeNode) => nothing(r) || held(r) === 'none';
  // `return list[0] ?? null`: a part, or nothing.
  const orNothing = (r: MaybeNode): boolean => {
    const n = unwrap(r);
    return n?.type === 'LogicalExpression' && (n.operator === '??' || n.operator === '||') && nothing(n.right) && parts.has(unwrapAwait(n.left) as ASTNode);
  };
  return !changed && returned.length > 0 && returned.every((r) => none(r) || reached.has(unwrapAwait(r)) || reached.has(r) || copy(r) || held(r) === 'part' || orNothing(r)) && returned.some((r) => !none(r));
}

/** `Object`'s functions that write properties onto their first argument. */
const OBJECT_WRITES = new Set(['Object.assign', 'Object.defineProperty', 'Object.defineProperties']);

/** `null`, `undefined`, `false`, `[]`: no record. */
export function nothing(node: MaybeNode): boolean {
  const n = unwrap(node);
  if (n?.type === 'NullLiteral' || (n?.type === 'Identifier' && n.name === 'undefined')) return true;
  if (n?.type === 'BooleanLiteral' || n?.type === 'Literal') return n.value === false || n.value === null;
  return n?.type === 'ArrayExpression' && n.elements.length === 0;
}
