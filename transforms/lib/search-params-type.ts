import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { heldBy, isCall, isMember, memberName, pathOfNode, stringValue, unwrap, type MaybeNode } from '../../src/ast';
import { values, type SearchEntry, type SearchParamsValue } from '../../src/flow';
import { filterParams } from './list-filters';
import { sameChain } from './read-chains';

/*
 * The type filter of a list request whose query is a URLSearchParams the code builds (dns-record-type-change's
 * lookup functions, lookup-function.ts), as the value-flow layer knows it (src/flow/search-params.ts):
 * `?${q}` or `?${q.toString()}` with `const q = new URLSearchParams({ type: kind })`, or
 * `q.set('type', kind)` / `q.append('type', kind)`, given `type` once, where it always runs or as the
 * one statement of an `if (kind)` of the block that declares `q` (no filter then sends no type
 * either). A URL object the request is given (`fetch(u)` with `const u = new URL(…)` and
 * `u.searchParams.set('type', kind)`) is read the same way: the layer puts each change of its query
 * into the URL's parts (src/flow/url-object-parts.ts). Params the layer does not know whole (handed to a call, a key it cannot read), a second
 * `type`, a `delete` of it or one written in another branch leave the filter unknown.
 */

/** The expression the query's URLSearchParams gives `type` (see above), or undefined. */
export function searchParamsType(ctx: RecognitionContext, call: ApiCall): MaybeNode {
  for (const params of filterParams(ctx, call)) {
    const found = paramsType(ctx, params);
    if (found) return found;
  }
  const query = urlQuery(ctx, call);
  return query ? paramsType(ctx, query) : undefined;
}

/**
 * The query a URL object's `searchParams` calls give the request, as entries of the `new URL(…)`: the
 * parts after its `?` the layer says change it. Open when one is not a plain call (`u.search = …`,
 * `u.searchParams` handed on) or its key is not written.
 */
function urlQuery(ctx: RecognitionContext, call: ApiCall): SearchParamsValue | undefined {
  const parts = call.url?.parts ?? [];
  const start = parts.findIndex((p) => p.kind === 'text' && p.text.includes('?'));
  const changes = parts.slice(start + 1).filter((p) => p.kind === 'dynamic').map((p) => unwrap(p.node));
  if (start < 0 || changes.length === 0) return undefined;
  const entries = changes.map((c) => (isCall(c) ? entryOf(ctx, c) : undefined));
  const first = changes[0];
  const object = isCall(first) && isMember(first.callee) && isMember(first.callee.object) ? first.callee.object.object : undefined;
  const [url] = object ? values(ctx, object) : [];
  if (url?.kind !== 'url') return undefined;
  const known = entries.filter((e): e is SearchEntry => e !== undefined);
  return { kind: 'search', node: url.node, entries: known, open: known.length !== entries.length };
}

/** `u.searchParams.set(k, v)` (`append`, `delete`) with `k` written: the entry, `branch` when it is no statement of the block declaring `u`. */
function entryOf(ctx: RecognitionContext, change: NonNullable<MaybeNode>): SearchEntry | undefined {
  const callee = isCall(change) ? change.callee : undefined;
  const op = isMember(callee) && isMember(callee.object) && memberName(callee.object) === 'searchParams' ? memberName(callee) : undefined;
  const [keyNode, value] = (change as { arguments: MaybeNode[] }).arguments;
  const key = stringValue(keyNode);
  if ((op !== 'set' && op !== 'append' && op !== 'delete') || key === undefined || !keyNode) return undefined;
  const statement = pathOfNode(ctx, change)?.parent;
  const made = values(ctx, (callee as { object: { object: NonNullable<MaybeNode> } }).object.object)[0];
  const block = statement?.value.type === 'ExpressionStatement' ? statement.parent?.value : undefined;
  const branch = made?.kind === 'url' && block === declaringBlock(ctx, made.node) ? undefined : (statement?.parent?.value ?? change);
  return { op, key, keyNode, at: change, ...(op !== 'delete' && value && { value }), ...(branch && { branch }) };
}

/** The type the query parameters are given, when they are given one once (see above). */
function paramsType(ctx: RecognitionContext, params: SearchParamsValue): MaybeNode {
  if (params.open) return undefined;
  const typed = params.entries.filter((e) => e.key === 'type');
  const [entry] = typed;
  if (typed.length !== 1 || entry.op === 'delete' || !entry.value) return undefined;
  return !entry.branch || guarded(ctx, params, entry) ? unwrap(entry.value) : undefined;
}

/**
 * Whether an entry written in a branch runs whenever its value is given: the one statement of an
 * `if (value)` with no else, in the block that declares the params.
 */
function guarded(ctx: RecognitionContext, params: SearchParamsValue, entry: SearchEntry): boolean {
  const at = pathOfNode(ctx, entry.at);
  const statement = at?.value.type === 'ExpressionStatement' ? at : at?.parent;
  if (statement?.value.type !== 'ExpressionStatement') return false;
  let holder: ASTPath | null | undefined = statement.parent;
  if (holder?.value.type === 'BlockStatement' && holder.value.body.length === 1) holder = holder.parent;
  const guard = holder?.value;
  return guard?.type === 'IfStatement' && !guard.alternate && sameChain(guard.test, entry.value) && holder?.parent?.value === declaringBlock(ctx, params.node);
}

/** The block (or program) whose statement declares the name a `new URLSearchParams(…)` is held by. */
function declaringBlock(ctx: RecognitionContext, made: ASTNode): ASTNode | undefined {
  return heldBy(ctx, made)?.declarator?.parent?.parent?.value;
}
