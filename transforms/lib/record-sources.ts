import type { RecognitionContext } from '../../src/cloudflare';
import { dnsRecordCalls, recordTypes, resultItems, typedItems, type DnsRecordCall } from '../../src/cloudflare';
import type { TransformContext } from '../../src/types';
import type { Sources } from './same-record-type';

/**
 * Every reference to a DNS record a module holds, with where it came from (dns-record-type-change):
 * the elements of each list and the result of each other request of `calls` (one call each, so no
 * `alike`: a variable that several lists fill holds records of any of their filters), and, in the
 * transformed file (`typed`), values typed as a hand-written DNS record type.
 */
export function recordSources(ctx: RecognitionContext, calls: readonly DnsRecordCall[] = dnsRecordCalls(ctx), typed?: TransformContext): Sources {
  const sources: Sources = new Map();
  for (const { call, lists } of calls) {
    if (call.method === undefined) continue;
    for (const ref of resultItems(ctx, call, { list: lists })) sources.set(ref.path.value, { call, filters: ref.filters });
  }
  if (!typed) return sources;
  for (const { ref } of typedItems(typed, recordTypes(typed).typeNames, { variables: true })) {
    if (!sources.has(ref.path.value)) sources.set(ref.path.value, { filters: ref.filters });
  }
  return sources;
}
