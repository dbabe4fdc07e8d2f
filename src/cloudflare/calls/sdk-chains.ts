import type { ASTPath } from 'jscodeshift';
import { currentIndex, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { isMember, unwrap, type CallNode } from '../../ast/syntax';
import { clientChains, type ClientChain } from '../../flow/clients';
import { sdkChain, type SdkReceivers } from './sdk';

/**
 * The SDK methods a call may invoke: its callee written on a receiver the SDK's recogniser knows
 * (`client.dns.records.create`, sdk.ts's `sdkChain`), else what the value-flow layer follows from
 * those receivers (src/flow/clients.ts: a destructured context, an object literal holding the client,
 * a class getter, a key chosen from a literal union or an enum, a helper's parameter bound at each of
 * its call sites). Several chains when the key is one of several strings. Empty when not known.
 */
export function sdkChains(ctx: IndexContext, at: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): ClientChain[] {
  const call = at.value;
  const chain = sdkChain(at, call.callee, receivers, index);
  if (chain) return [chain];
  if (!receivers.mayHold || call.type === 'NewExpression' || !isMember(unwrap(call.callee))) return [];
  const now = index ?? currentIndex(ctx);
  const seeds = { clientAt: (p: ASTPath) => receivers.clientAt(p, p.value, now), isClientType: receivers.isClientType };
  return clientChains(ctx, now, seeds, at.get('callee')) ?? [];
}
