import type { ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORDS, findApiCalls, matchEndpoint } from '../../src/cloudflare';
import { isCall, isMember, memberName, unwrapAwait, type MaybeNode } from '../../src/ast';

/*
 * The lookup a record the code holds was read from, when the engine does not follow the lookup's
 * answer into it (dns-record-type-change, docs/how-it-works.md): a call through a wrapper that hands
 * out what its one request answered (src/cloudflare/anchors/answer-returns.ts), whatever shape it
 * hands it out in: `const found = await cf(token, 'GET', `/zones/${z}/dns_records?type=CNAME&name=${h}`)`
 * then `found[0]`, or `const rec = await Cloudflare.getDnsRecord(key, zone, name)` of another module
 * returning `result?.[0]`. The lookup's URL, query included, is the layer's: the wrapper's own text
 * with the caller's path argument in it, so the type filter counts wherever it is written.
 */

/** What names stand for where a record is read: the one value a name is given (same-record-type.ts's onlyValue). */
export type ValueOf = (ctx: RecognitionContext, at: ASTPath, name: string) => MaybeNode;

/** The methods that pick elements out of a list (the record is one of the list's). */
const PICKS = new Set(['find', 'filter', 'at', 'slice']);

/**
 * The GET of DNS records a held value was read from (see above): `holder` written at `at`, followed
 * back through names given one value, member reads (`list[0]`, `list?.[0]`, `.result`) and picks
 * (`list.find(…)`, `list.filter(…)[0]`) to a call through such a wrapper, the one request the module
 * sees there. Undefined for anything else.
 */
export function answeredLookup(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, valueOf: ValueOf): ApiCall | undefined {
  const made = heldCallOf(ctx, at, holder, valueOf);
  const calls = made ? findApiCalls(ctx).filter((c) => c.path.value === made) : [];
  return calls.length === 1 && answers(calls[0]) ? calls[0] : undefined;
}

/**
 * The call a held value was read from (see answeredLookup): followed back through names given one
 * value, member reads and picks, to the first call that is a request of the module or no pick (nor
 * a method of a pick's name called on a value no call made: `api.find(…)` on `const api = new Api()`).
 */
export function heldCallOf(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, valueOf: ValueOf): MaybeNode {
  return heldRead(ctx, at, holder, valueOf)?.call;
}

/** heldCallOf's call, and the key read first off what it returns (`record` of `const found = await find(…); found.record.id`). */
export function heldRead(ctx: RecognitionContext, at: ASTPath, holder: MaybeNode, valueOf: ValueOf): { call: MaybeNode; key?: string } | undefined {
  const walk = (node: MaybeNode, depth: number, key?: string): { call: MaybeNode; key?: string } | undefined => {
    const n = unwrapAwait(node);
    if (!n || depth > 8) return undefined;
    if (n.type === 'Identifier') return walk(valueOf(ctx, at, n.name), depth + 1, key);
    if (isMember(n)) return walk(n.object, depth + 1, memberName(n));
    if (!isCall(n)) return undefined;
    if (findApiCalls(ctx).some((c) => c.path.value === n)) return { call: n, key };
    const callee: MaybeNode = n.callee;
    const name = memberName(callee);
    if (!isMember(callee) || name === undefined || !PICKS.has(name)) return { call: n, key };
    // A method so named on what no call answered (`api.find({ kind })`, `api` a class instance): the call itself, its callee the function asked.
    const list = walk(callee.object, depth + 1);
    return list?.call && list.call.type !== 'NewExpression' ? list : { call: n };
  };
  return walk(holder, 0);
}

/** A GET of a list of DNS records through a wrapper that hands out what it answered. */
function answers(call: ApiCall): boolean {
  return call.surface === 'wrapper' && call.wrapperReturnsAnswer === true && call.method === 'GET' && matchEndpoint(call.endpoint, DNS_RECORDS);
}
