import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORD, dnsRecordCalls, matchEndpoint, objectOf } from '../../src/cloudflare';
import { isMember, memberName, propertyValue, unwrap, withoutEncoder, type MaybeNode, type MemberNode } from '../../src/ast';
import { sameChain, updatedId } from './same-record-type';

/*
 * dns-record-zone-fields: a request to one DNS record that takes its zone from the record itself
 * (`dnsRecords.del(existing.zone_id, existing.id)`, `` `/zones/${rec.zone_id}/dns_records/${rec.id}` ``,
 * `dns.records.delete(rec.id, { zone_id: rec.zone_id })`). When the transform knows the value as a
 * DNS record the API gave (a list's element, a GET's result, a value of a record type: only those
 * reads are asked about here), its `zone_id` is undefined since 2024-11-30 and the request goes to
 * `/zones/undefined/…`. Any other value with an `id` and a `zone_id` (an app's table row, a value of
 * the app's own type) may well hold both: it is not reported. The zone id and the record id must be
 * read off the same value, written alike (`existing`, `rows[0]`): a row of the app's own that points at
 * a record keeps its id under another name (`row.record_id`), and is not one.
 */

/** The node a DNS record item request takes its zone id from: SDK v2's first argument, v3+'s `zone_id` param, the URL's part after `/zones/`. */
export function zoneOf(ctx: RecognitionContext, call: ApiCall): MaybeNode {
  const args = call.path.value.arguments;
  if (call.sdk) return call.sdk.generation === 'v2' ? unwrap(args[0]) : unwrap(propertyValue(objectOf(ctx, call.bodyNode), 'zone_id'));
  let before = '';
  for (const part of call.url?.parts ?? []) {
    if (part.kind === 'text') before += part.text;
    else if (/\/zones\/$/.test(before)) return withoutEncoder(part.node);
    else before += '\u0000';
  }
  return undefined;
}

/** The `holder.zone_id` reads that give a DNS record item request of the module its zone, beside `holder.id` as its record id (see above). */
export function zoneFromRecord(ctx: RecognitionContext): MemberNode[] {
  const found: MemberNode[] = [];
  for (const { call } of dnsRecordCalls(ctx)) {
    if (!matchEndpoint(call.endpoint, DNS_RECORD)) continue;
    const zone = unwrap(zoneOf(ctx, call));
    const id = unwrap(updatedId(call));
    if (!isMember(zone) || zone.computed || memberName(zone) !== 'zone_id') continue;
    if (!isMember(id) || id.computed || memberName(id) !== 'id' || !sameChain(zone.object, id.object)) continue;
    found.push(zone);
  }
  return found;
}
