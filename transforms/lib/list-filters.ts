import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { objectOf } from '../../src/cloudflare';
import { isProperty, keyName, propertyValue, unwrap, type MaybeNode } from '../../src/ast';
import { heldOnlyAt, objectAt, searchParamsOf, sureWrite, type ObjectValue, type SearchParamsValue } from '../../src/flow';
import { literalText } from '../../src/edit/literals';

/*
 * The filters a list of DNS records is asked with, beside the URL's query written as text: the SDK's
 * options, the `params`/`searchParams` handed with a raw request, and the URLSearchParams the URL
 * interpolates after its `?` or the request is given as its params (the value-flow layer's query
 * parameters, src/flow/search-params.ts). And whether they are OR'ed: with `match=any` (in the URL,
 * the path a wrapper is given, or any of those) a record comes back when any one filter holds, so
 * `type=CNAME` no longer says the record is a CNAME (same-record-type.ts's listedType, lookup-function.ts).
 */

/** The option objects a request's query may be given in: `params` (axios), `searchParams` (got, ky). */
const PARAMS_KEYS = ['params', 'searchParams'];

/**
 * The objects a list request's filters are written in: the SDK's options, or the request's
 * `params`/`searchParams` written in its call (a name is the layer's: `namedFilters`).
 */
export function filterObjects(ctx: RecognitionContext, call: ApiCall): (ObjectExpression | undefined)[] {
  if (call.sdk) return [objectOf(ctx, call.bodyNode)];
  return (call.path.value.arguments ?? []).map((a: MaybeNode) => {
    const params = named(a) ? undefined : paramsOption(ctx, a);
    return named(params) ? undefined : objectOf(ctx, params);
  });
}

const named = (node: MaybeNode): boolean => unwrap(node)?.type === 'Identifier';

/** A params object built elsewhere, as the layer knows it, and whether what it holds is sure (src/flow/sure-write.ts). */
export interface NamedFilters {
  object: ObjectValue;
  sure: boolean;
}

/**
 * The `params`/`searchParams` objects a raw request is given by name (`api.get(url, opts)` with
 * `const opts = { params: { type: 'A', name } }`, or `{ params: filters }`), as the layer knows them:
 * sure when the options object, if passed by name, surely gives them, nothing out of sight may change
 * the params object either, every object on the way reaches the request only (no alias, no
 * `Object.assign(opts.params, …)`, no write through the inner literal's own name after it is put in the
 * options: src/flow/held-only.ts), and the options hold no key that changes the query sent
 * (`paramsSerializer`, a spread of options not known: QUERY_KEEPING).
 */
export function namedFilters(ctx: RecognitionContext, call: ApiCall): NamedFilters[] {
  if (call.sdk) return [];
  const found: NamedFilters[] = [];
  (call.path.value.arguments ?? []).forEach((a: MaybeNode, i: number) => {
    const argument: ASTPath = call.path.get('arguments', i);
    if (!named(a)) {
      const params = paramsOption(ctx, a);
      const object = named(params) ? objectAt(ctx, params as ASTNode) : undefined;
      const options = objectOf(ctx, a);
      const keeps = options !== undefined && options.properties.every((p) => isProperty(p) && !p.computed && QUERY_KEEPING.has(keyName(p) ?? ''));
      if (object) found.push({ object, sure: keeps && heldOnlyAt(ctx, { literal: object.node, at: params as ASTNode, writesBefore: true }) });
      return;
    }
    const options = objectAt(ctx, argument);
    const private_ = options !== undefined && keepsQuery(options) && heldOnlyAt(ctx, { literal: options.node, at: a as ASTNode, deep: new Set(PARAMS_KEYS) });
    for (const key of options ? PARAMS_KEYS : []) {
      const writes = options!.writes.filter((w) => w.key === key);
      const sure = private_ && sureWrite(options!, key) !== undefined && writes.length === 1;
      for (const w of writes) {
        const object = objectAt(ctx, w.value);
        if (object) found.push({ object, sure: sure && heldOnlyAt(ctx, { literal: object.node, at: w.value, writesBefore: true }) });
      }
    }
  });
  return found;
}

/** A `params`/`searchParams` object literal a raw request is given, and whether it is `shared` (see paramsObjects). */
export interface ParamsObject {
  object: ObjectExpression;
  shared: boolean;
}

/**
 * The `params`/`searchParams` object literals a raw request is given, written in its call or reached
 * through names (`objectOf`): each `shared` unless the options and the params object each reach the
 * request only and no other use reads or writes a key a transform renames in them (`filters.name`,
 * `opts.params.name`; src/flow/held-only.ts): an edit there would change another request, an export
 * or a read too.
 */
export function paramsObjects(ctx: RecognitionContext, call: ApiCall, renamed: ReadonlySet<string>): ParamsObject[] {
  if (call.sdk) return [];
  const found: ParamsObject[] = [];
  for (const a of call.path.value.arguments ?? []) {
    const options = objectOf(ctx, a);
    const given = paramsOption(ctx, a);
    const object = objectOf(ctx, given);
    if (!options || !object) continue;
    const alone = heldOnlyAt(ctx, { literal: options, at: a as ASTNode, deep: new Set(PARAMS_KEYS), renamed }) && heldOnlyAt(ctx, { literal: object, at: given as ASTNode, renamed });
    found.push({ object, shared: !alone });
  }
  return found;
}

/** Options of a request that do not change the query it sends (a `paramsSerializer`, `transformRequest`, an adapter or an interceptor given in them may). */
const QUERY_KEEPING = new Set([...PARAMS_KEYS, 'headers', 'timeout', 'method', 'url', 'baseURL', 'prefixUrl', 'signal', 'responseType', 'withCredentials', 'auth', 'maxRedirects', 'decompress', 'validateStatus']);

/** Whether every key an options object is written with (by the layer: its literal and the writes through its name) keeps the query as its params give it. */
const keepsQuery = (options: ObjectValue): boolean => !options.open && !options.anyKey && options.writes.every((w) => QUERY_KEEPING.has(w.key));

/** The type the request's params passed by name surely filter on, written as a string (see namedFilters). */
export function namedType(ctx: RecognitionContext, call: ApiCall): string | undefined {
  for (const { object, sure } of namedFilters(ctx, call)) {
    const type = sure ? sureWrite(object, 'type') : undefined;
    const written = type && literalText(unwrap(type.value));
    if (written) return written;
  }
  return undefined;
}

/** The expression an options argument gives its query in (`{ params: … }`), if any. */
function paramsOption(ctx: RecognitionContext, argument: MaybeNode): MaybeNode {
  const options = objectOf(ctx, argument);
  return PARAMS_KEYS.map((k) => propertyValue(options, k)).find((v) => v !== undefined);
}

/**
 * The URLSearchParams a raw request's query is built from: interpolated or concatenated in its URL
 * right after `?` or `&` (`?${q}`, `'?' + q.toString()`), or given as its `params`/`searchParams`.
 */
export function filterParams(ctx: RecognitionContext, call: ApiCall): SearchParamsValue[] {
  if (call.sdk) return [];
  const found: SearchParamsValue[] = [];
  let before = '';
  for (const part of call.url?.parts ?? []) {
    if (part.kind === 'text') {
      before += part.text;
      continue;
    }
    const params = /[?&]$/.test(before) ? searchParamsOf(ctx, part.node) : undefined;
    if (params) found.push(params);
    before += '\u0000';
  }
  for (const a of call.path.value.arguments ?? []) {
    const params = searchParamsOf(ctx, paramsOption(ctx, a));
    if (params) found.push(params);
  }
  return found;
}

/** Whether the request may OR its filters: a `match` that is not written `all`, in the query, an object of filters or query parameters. */
export function matchesAny(ctx: RecognitionContext, call: ApiCall): boolean {
  const inQuery = /(?:^|&)match=([^&#]*)/.exec(call.query);
  if (inQuery && inQuery[1].toLowerCase() !== 'all') return true;
  const any = (written: string | undefined) => written?.toLowerCase() !== 'all';
  if (filterObjects(ctx, call).some((o) => propertyValue(o, 'match') !== undefined && any(literalText(unwrap(propertyValue(o, 'match')))))) return true;
  if (namedFilters(ctx, call).some((f) => f.object.writes.some((w) => w.key === 'match' && any(literalText(unwrap(w.value)))))) return true;
  return filterParams(ctx, call).some((p) => p.entries.some((e) => e.key === 'match' && e.op !== 'delete' && any(e.text ?? literalText(unwrap(e.value)))));
}
