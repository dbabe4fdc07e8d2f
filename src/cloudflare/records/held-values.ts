import type { ASTPath } from 'jscodeshift';
import { findApiCalls, type ApiCall, type RecognitionContext } from '../calls/calls';
import { DNS_RECORD, DNS_RECORDS } from './dns-records';
import { matchEndpoint } from '../urls/endpoint';
import { pathOfNode } from '../../ast/node-index';
import { isCall, isMember, memberName, unwrap, type CallNode, type MaybeNode } from '../../ast/syntax';
import { values } from '../../flow';
import { nothing } from '../anchors/answer-returns';
import { changedAlong } from '../../flow/in-place';
import { bindingUses, exportedName } from '../../flow/binding-uses';
import { declarationsAt } from '../../ast/scope';
import { currentIndex } from '../../ast';

/*
 * The DNS records a name holds, as the value-flow layer says (every value a module's `let` is given,
 * a `.then` parameter holding what its promise settles to): each a record picked out of a list
 * request's answer (`page.result.find(test)`), or the record of a request to one record
 * (`answer.result`). The empty start (`let held;`, `= null`) holds none. Asked by
 * dns-record-type-change (transforms/lib/same-record-type.ts's thenHeldTypes: the types they were found by) and
 * dns-record-zone-fields (their `zone_id` sent as the zone of the record's own request).
 */

/** A record a name may hold: the request it came from, and the `.find(test)` call that picked it out of a list's answer. */
export interface HeldRecord {
  request: ApiCall;
  pick?: CallNode;
}

/**
 * The records the name `node` may hold (see above); undefined when one of its values is not a record
 * the layer pins, or, asked about a `field`, when a name the record passed through changes it in place
 * (`held.zone_id = zone`, `found.zone_id = …; held = found`: flow/settled.ts's namesAlong, flow/in-place.ts).
 */
export function heldRecords(ctx: RecognitionContext, node: MaybeNode, field?: string): HeldRecord[] | undefined {
  const at = unwrap(node)?.type === 'Identifier' ? pathOfNode(ctx, unwrap(node)) : undefined;
  if (at && field !== undefined && changedAlong(ctx, at, field)) return undefined;
  // An exported variable's record is the importers' too: they may change it in place.
  if (at && exportedVariable(ctx, at)) return undefined;
  const given = at ? values(ctx, at).filter((v) => !(v.kind === 'unknown' && nothing(v.node))) : [];
  const out: HeldRecord[] = [];
  for (const value of given) {
    const v = value.kind === 'unknown' ? unwrap(value.node) : undefined;
    // `page.result.find(test)`, `page` a list request's answer; `answer.result`, that of a request to one record.
    const list = isCall(v) && memberName(v.callee) === 'find' ? unwrap(unwrap(v.callee).object) : v;
    const request = isMember(list) && memberName(list) === 'result' ? answerOf(ctx, list.object) : undefined;
    const listed = request?.method === 'GET' && matchEndpoint(request.endpoint, DNS_RECORDS);
    if (!request || (list !== v ? !listed : !matchEndpoint(request.endpoint, DNS_RECORD) || request.sdk?.generation === 'v3+')) return undefined;
    out.push(list !== v ? { request, pick: v as CallNode } : { request });
  }
  return out.length > 0 ? out : undefined;
}

/** The request whose answer a name holds, as the layer says (`page` in `cf.dnsRecords.browse(z).then((page) => …)`). */
function answerOf(ctx: RecognitionContext, node: MaybeNode): ApiCall | undefined {
  const at = unwrap(node)?.type === 'Identifier' ? pathOfNode(ctx, unwrap(node)) : undefined;
  const given = at ? values(ctx, at as ASTPath) : [];
  const request = given.length === 1 && given[0].kind === 'unknown' ? given[0].node : undefined;
  return request ? findApiCalls(ctx).find((c) => c.path.value === request) : undefined;
}

/** Whether the name read at `at` is a module export (`export let held`, `export { held }`). */
function exportedVariable(ctx: RecognitionContext, at: ASTPath): boolean {
  const name = (at.value as { name?: string }).name ?? '';
  const [declaration, ...more] = declarationsAt(currentIndex(ctx), at, name);
  if (!declaration || more.length > 0) return false;
  return exportedName(declaration, bindingUses(currentIndex(ctx), ctx.root, declaration));
}
