import type { ASTPath } from 'jscodeshift';
import { currentIndex, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { isMember, unwrap, type CallNode } from '../../ast/syntax';
import { clientChains, type ClientChain } from '../../flow/clients';
import type { SdkReceivers } from './sdk';

/**
 * The SDK methods a call may invoke: what the value-flow layer follows from the receivers the SDK's
 * recogniser knows (src/flow/clients.ts: `client.dns.records.create`, an alias, a factory's call, a
 * destructured context, an object literal holding the client, a class getter or field, a key chosen
 * from a literal union or an enum, a helper's parameter bound at each of its call sites). Several
 * chains when the key is one of several strings. Empty when not known.
 */
export function sdkChains(ctx: IndexContext, at: ASTPath<CallNode>, receivers: SdkReceivers, index?: NodeIndex): ClientChain[] {
  if (!receivers.mayHold || at.value.type === 'NewExpression' || !isMember(unwrap(at.value.callee))) return [];
  const now = index ?? currentIndex(ctx);
  return clientChains(ctx, now, receivers.seeds(now), at.get('callee')) ?? [];
}
