import type { ASTNode } from 'jscodeshift';
import { nodesIn, type IndexContext } from '../../ast/node-index';
import { isMember, keyName, memberName, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { returnedValues } from '../../flow/returns';
import { changedInPlace } from '../../flow/in-place';

/*
 * Whether a wrapper hands out its request's answer: every `return` of its function (an arrow's body
 * is its one return) gives the answer of its one request, or a part of it, or nothing. Then what a
 * call of the wrapper holds comes from that request alone, whatever shape the wrapper returns it in
 * (the fetch Response, the envelope, `.result`, `result?.[0]`, a schema's `parse` of it): a record
 * read off it is one the request listed. Read by dns-record-type-change's rule for a lookup filtered
 * by type (transforms/lib/lookup-answer.ts).
 *
 * The part is followed back through member reads (`body.result`, `result?.[0]`), the methods that
 * parse or pick from a value (`res.json()`, `schema.parse(x)`, `JSON.parse(x)`, `list.find(…)`,
 * `.filter(…)`, `.at(0)`) and consts of the function given one value (`const { result } = await
 * res.json()` too). Nothing is `null`, `undefined`, `false` or `[]`. A function that sends another
 * request, or returns anything else (a parameter, a value it builds, another call's result), does
 * not hand out its request's answer; nor does one that writes into a const it follows
 * (`parsed.result = DEFAULTS` when the list is empty, `body.result.push(fallback)`: flow/in-place.ts).
 */

/** The methods whose result is a part of the value they are called on: parsing, or picking elements. */
const PICKS = new Set(['json', 'find', 'filter', 'at', 'slice']);

/**
 * Whether every return of `fn` hands out the answer of `request`, its one request, or nothing (see above).
 * With `keeping`, a copy of the answer also counts for that one key (`return { ...record, ddnsStatus }`:
 * the copy's `type` is the answer's): an object literal spreading the answer once, its other entries
 * plain keys, none of them `keeping` (a computed key or another spread may write it).
 */
export function returnsAnswer(ctx: IndexContext, fn: FunctionNode, request: CallNode, keeping?: string): boolean {
  const returned = returnedValues(fn);
  // Each name declared once in the function, as a const: its value (a name declared twice has none).
  const consts = new Map<string, ASTNode | undefined>();
  for (const d of nodesIn(ctx, fn.body, ['VariableDeclarator'])) {
    const init = d.parent?.value?.kind === 'const' ? (d.value.init ?? undefined) : undefined;
    for (const name of boundNames(d.value.id)) consts.set(name, consts.has(name) ? undefined : init);
  }
  // A const whose value the function changes in place holds more than the answer.
  const changed = changedInPlace(ctx, fn.body);
  const answer = (node: MaybeNode, depth: number): boolean => {
    const n = unwrapAwait(node);
    if (!n || depth > 12) return false;
    if (n === request) return true;
    if (isMember(n)) return answer(n.object, depth + 1);
    if (n.type === 'Identifier') return consts.get(n.name) !== undefined && !changed(n.name) && answer(consts.get(n.name), depth + 1);
    if (n.type !== 'CallExpression' && n.type !== 'OptionalCallExpression') return false;
    const callee = unwrap(n.callee);
    const name = memberName(callee);
    // `schema.parse(raw)`, `JSON.parse(text)`: the value parsed.
    if (name === 'parse' && n.arguments.length === 1) return answer(n.arguments[0], depth + 1);
    return name !== undefined && PICKS.has(name) && answer(callee.object, depth + 1);
  };
  const copy = (node: MaybeNode): boolean => {
    const n = unwrap(node);
    if (keeping === undefined || n?.type !== 'ObjectExpression') return false;
    const spreads = n.properties.filter((p: ASTNode) => p.type === 'SpreadElement');
    const others = n.properties.filter((p: ASTNode) => p.type !== 'SpreadElement');
    const plain = others.every((p: ASTNode) => (p.type === 'ObjectProperty' || p.type === 'Property' || p.type === 'ObjectMethod') && !p.computed && keyName(p) !== undefined && keyName(p) !== keeping);
    return spreads.length === 1 && plain && answer((spreads[0] as { argument: ASTNode }).argument, 0);
  };
  return returned.length > 0 && returned.every((r) => nothing(r) || answer(r, 0) || copy(r)) && returned.some((r) => !nothing(r));
}

/** The names a const's pattern binds from its value as it is: `x`, and the plain keys of `{ result, data: { items } }`. */
function boundNames(id: MaybeNode): string[] {
  if (id?.type === 'Identifier') return [id.name];
  if (id?.type !== 'ObjectPattern') return [];
  return id.properties.flatMap((p: ASTNode) => ((p.type === 'ObjectProperty' || p.type === 'Property') && !p.computed ? boundNames(p.value) : []));
}

/** `null`, `undefined`, `false`, `[]`: no record. */
function nothing(node: MaybeNode): boolean {
  const n = unwrap(node);
  if (n?.type === 'NullLiteral' || (n?.type === 'Identifier' && n.name === 'undefined')) return true;
  if (n?.type === 'BooleanLiteral' || n?.type === 'Literal') return n.value === false || n.value === null;
  return n?.type === 'ArrayExpression' && n.elements.length === 0;
}
