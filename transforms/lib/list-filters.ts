import type { ObjectExpression } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { objectOf } from '../../src/cloudflare';
import { propertyValue, unwrap, type MaybeNode } from '../../src/ast';
import { literalText } from '../../src/edit/literals';

/*
 * The filters a list of DNS records is asked with, beside the URL's query: the SDK's options, or the
 * `params`/`searchParams` handed with a raw request. And whether they are OR'ed: with `match=any`
 * (in the URL, the path a wrapper is given, or those objects) a record comes back when any one filter
 * holds, so `type=CNAME` no longer says the record is a CNAME (same-record-type.ts's listedType).
 */

/** The objects a list request's filters are written in: the SDK's options, or the request's `params`/`searchParams`. */
export function filterObjects(ctx: RecognitionContext, call: ApiCall): (ObjectExpression | undefined)[] {
  if (call.sdk) return [objectOf(ctx, call.bodyNode)];
  return (call.path.value.arguments ?? []).map((a: MaybeNode) => objectOf(ctx, propertyValue(objectOf(ctx, a), 'params') ?? propertyValue(objectOf(ctx, a), 'searchParams')));
}

/** Whether the request may OR its filters: a `match` that is not written `all`, in the query or an object of filters. */
export function matchesAny(ctx: RecognitionContext, call: ApiCall): boolean {
  const inQuery = /(?:^|&)match=([^&#]*)/.exec(call.query);
  if (inQuery && inQuery[1].toLowerCase() !== 'all') return true;
  return filterObjects(ctx, call).some((o) => {
    const match = propertyValue(o, 'match');
    return match !== undefined && literalText(unwrap(match))?.toLowerCase() !== 'all';
  });
}
